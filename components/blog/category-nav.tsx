import type { BlogCategory } from '@/content/schema';
import { cn } from '@/lib/cn';
import { BLOG_PATH, categoryPath } from '@/lib/posts';
import { IntentLink } from '@/components/ui/intent-link';

interface CategoryNavProps {
  categories: readonly BlogCategory[];
  /** The category listed on this page; none on the blog's own pages. */
  current?: BlogCategory | undefined;
}

const chipClass = 'forced-edge inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1';

/** The blog's categories as links, under the list page's heading; the one listed marked as the current page. */
export function CategoryNav({ categories, current }: CategoryNavProps) {
  const entries = [
    { label: 'Todos os artigos', href: BLOG_PATH, active: !current },
    ...categories.map((category) => ({
      label: category.name,
      href: categoryPath(category),
      active: category.slug === current?.slug,
    })),
  ];
  return (
    <nav aria-label="Categorias do blog" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {entries.map(({ label, href, active }) => (
          <li key={href}>
            <IntentLink
              href={href}
              aria-current={active ? 'true' : undefined}
              className={cn(
                chipClass,
                active
                  ? 'bg-white text-navy-900 ring-white'
                  : 'text-white ring-white/40 hover:bg-white/10 contrast-more:ring-white',
              )}
            >
              {label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
