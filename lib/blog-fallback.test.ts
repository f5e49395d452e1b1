import { BLOG_FALLBACK_ATTRIBUTE, blogFallbackScript } from './blog-fallback';

function runAt(path: string, title = 'Primeiro artigo | Frio Norte', canonical = 'https://example.com/blog/primeiro') {
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute(BLOG_FALLBACK_ATTRIBUTE);
  document.head.innerHTML = '<title>Página não encontrada</title>';
  // Executes the generated inline script as the browser would.
  new Function(blogFallbackScript(title, canonical))();
}

describe('blogFallbackScript', () => {
  afterEach(async () => {
    // The scripts of earlier tests stop keeping their title once the page is no longer the stand-in.
    document.documentElement.removeAttribute(BLOG_FALLBACK_ATTRIBUTE);
    document.title = '';
    await Promise.resolve();
  });

  it('switches the page to the first post for an unknown blog slug', () => {
    runAt('/blog/artigo-que-nao-existe');
    expect(document.documentElement.getAttribute(BLOG_FALLBACK_ATTRIBUTE)).toBe('blog');
    expect(document.title).toBe('Primeiro artigo | Frio Norte');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.com/blog/primeiro');
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

  it('escapes "<" so content cannot close the script element', () => {
    const script = blogFallbackScript('</script><script>alert(1)</script>', 'https://example.com');
    expect(script).not.toContain('</script>');
    runAt('/blog/x', '</script>');
    expect(document.title).toBe('</script>');
  });
});
