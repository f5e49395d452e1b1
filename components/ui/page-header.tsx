import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The small line above the title: a text, or a link (a post's category). */
  eyebrow?: ReactNode;
  title: string;
  intro?: string;
  /** Shown above the eyebrow (nested pages). */
  breadcrumbs?: ReactNode;
  /** Extra lines below the intro, e.g. a post's byline. */
  children?: ReactNode;
  narrow?: boolean;
}

/** The navy band that opens every inner page, with its single h1. */
export function PageHeader({ eyebrow, title, intro, breadcrumbs, children, narrow = false }: PageHeaderProps) {
  return (
    <header className="bg-navy-900 bg-[radial-gradient(circle_at_85%_20%,rgb(61_143_224/0.35),transparent_45%)] py-14 text-white sm:py-20">
      <div className={cn('container-page', narrow && 'max-w-4xl')}>
        {breadcrumbs}
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wider text-accent-400 uppercase">{eyebrow}</p>}
        <h1 className="max-w-4xl text-3xl font-extrabold text-white sm:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-3xl text-lg text-ice-100">{intro}</p>}
        {children}
      </div>
    </header>
  );
}
