import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'center', tone = 'light' }: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'mb-2 text-sm font-semibold tracking-wider uppercase',
            tone === 'dark' ? 'text-accent-400' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn('text-3xl font-extrabold sm:text-4xl', tone === 'dark' && 'text-white')}>
        {title}
      </h2>
      {intro && <p className={cn('mt-4 text-lg', tone === 'dark' ? 'text-ice-100' : 'text-slate-600')}>{intro}</p>}
    </div>
  );
}
