import { blog } from '@/content/blog';
import { BLOG_PATH, BLOG_TITLE, getCategories } from '@/lib/posts';
import type { BlogListPage } from '@/lib/blog-lists';
import { ListPage } from '@/components/ui/list-page';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { CategoryNav } from './category-nav';
import { PostCard } from './post-card';

interface BlogListProps {
  list: BlogListPage;
}

/**
 * A page of posts: the blog's (/blog, /blog/pagina/N) or a category's. The header names the list and its categories,
 * then the page's cards (at most BLOG_PAGE_SIZE) and the numbered pages. Every page but /blog has breadcrumbs.
 */
export function BlogList({ list }: BlogListProps) {
  const { category, page, pageCount, posts, firstPath } = list;
  const steps: Crumb[] = [
    { label: 'Início', href: '/' },
    { label: 'Blog', href: BLOG_PATH },
    ...(category ? [{ label: category.name, href: firstPath }] : []),
    ...(page > 1 ? [{ label: `Página ${page}`, href: list.path }] : []),
  ];
  const current = steps.length > 2 ? steps.at(-1) : undefined;
  const breadcrumbs = current && <Breadcrumbs trail={steps.slice(0, -1)} current={current} />;
  return (
    <ListPage
      eyebrow={category ? 'Categoria do blog' : 'Blog'}
      title={category ? category.name : BLOG_TITLE}
      intro={category ? category.description : blog.intro}
      breadcrumbs={breadcrumbs}
      headerExtra={<CategoryNav categories={getCategories()} current={category} />}
      listLabel={pageCount > 1 ? `Artigos, página ${page} de ${pageCount}` : 'Artigos'}
      items={posts}
      itemKey={(post) => post.slug}
      renderItem={(post) => <PostCard post={post} />}
    >
      <Pagination
        base={firstPath}
        current={page}
        total={pageCount}
        label={category ? `Páginas de ${category.name}` : 'Páginas do blog'}
      />
    </ListPage>
  );
}
