import { BLOG_FALLBACK_ATTRIBUTE, BLOG_FALLBACK_DATA_ID } from './blog-fallback';
import { standInForBlogPost } from './early/not-found-page';

function runAt(
  path: string,
  documentTitle = 'Primeiro artigo | Frio Norte',
  canonicalUrl = 'https://example.com/blog/primeiro',
) {
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute(BLOG_FALLBACK_ATTRIBUTE);
  document.head.innerHTML = '<title>Página não encontrada</title>';
  document.body.innerHTML = `<script type="application/json" id="${BLOG_FALLBACK_DATA_ID}">${JSON.stringify({ documentTitle, canonicalUrl })}</script>`;
  standInForBlogPost();
}

describe('the not-found page standing in for an unknown blog post', () => {
  afterEach(async () => {
    // The observers of earlier tests stop keeping their title once the page is no longer the stand-in.
    document.documentElement.removeAttribute(BLOG_FALLBACK_ATTRIBUTE);
    document.title = '';
    await Promise.resolve();
  });

  it('switches the page to the first post for an unknown blog slug', () => {
    runAt('/blog/artigo-que-nao-existe');
    expect(document.documentElement.getAttribute(BLOG_FALLBACK_ATTRIBUTE)).toBe('blog');
    expect(document.title).toBe('Primeiro artigo | Frio Norte');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.com/blog/primeiro',
    );
  });

  it('keeps the post title when the framework writes the not-found title back', async () => {
    runAt('/blog/artigo-que-nao-existe');
    document.title = 'Página não encontrada | Frio Norte';
    // MutationObserver callbacks run as microtasks.
    await Promise.resolve();
    expect(document.title).toBe('Primeiro artigo | Frio Norte');
    document.head.querySelector('title')?.remove();
    document.head.insertAdjacentHTML('beforeend', '<title>Página não encontrada | Frio Norte</title>');
    await Promise.resolve();
    expect(document.title).toBe('Primeiro artigo | Frio Norte');
  });

  it('leaves other not-found paths alone', () => {
    for (const path of ['/cursos/nao-existe', '/blog', '/blog/a/b', '/qualquer']) {
      runAt(path);
      expect(document.documentElement.hasAttribute(BLOG_FALLBACK_ATTRIBUTE)).toBe(false);
      expect(document.title).toBe('Página não encontrada');
    }
  });
});
