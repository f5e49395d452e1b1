import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PageHeader } from './page-header';

interface ListPageProps<Item> {
  eyebrow: string;
  title: string;
  intro?: string | undefined;
  /** Names the list's section for assistive technology ("Artigos", "Lista de cursos"…). */
  listLabel: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** The light-blue band behind the list instead of white. */
  tinted?: boolean;
  /** Above the eyebrow, for a page below another (Breadcrumbs). */
  breadcrumbs?: ReactNode;
  /** Under the intro, in the header (the blog's categories). */
  headerExtra?: ReactNode;
  /** After the cards (the pages of a long list). */
  children?: ReactNode;
}

/** An inner page that lists cards: the navy header, then the cards two by two (one per row on a phone). */
export function ListPage<Item>({
  eyebrow,
  title,
  intro,
  listLabel,
  items,
  itemKey,
  renderItem,
  tinted = false,
  breadcrumbs,
  headerExtra,
  children,
}: ListPageProps<Item>) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} breadcrumbs={breadcrumbs}>
        {headerExtra}
      </PageHeader>
      <section aria-label={listLabel} className={cn(tinted && 'bg-ice-50', 'py-16 sm:py-20')}>
        <ul className="container-page grid gap-8 md:grid-cols-2">
          {items.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
        {children}
      </section>
    </>
  );
}
