/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPostFile } from '@/content/posts';
import { renderPostBody, UnsafePostError } from './post-body';

const fixture = (name: string) => {
  const file = `lib/__fixtures__/${name}`;
  return readPostFile(file, readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8'));
};
const render = (body: string) => renderPostBody({ file: 'content/posts/teste.md', body });

describe('renderPostBody', () => {
  it('turns a clean post into the HTML of headings, paragraphs, lists, emphasis and links', () => {
    expect(renderPostBody(fixture('clean-post.md'))).toBe(
      [
        '<p>Primeiro parágrafo com <strong>negrito</strong>, <em>itálico</em> e um <a href="https://www.inmetro.gov.br/" rel="noopener noreferrer">link</a>.</p>',
        '<h2>Um título</h2>',
        '<ul>\n<li>item um;</li>\n<li>item dois.</li>\n</ul>',
        '<h3>Passo a passo</h3>',
        '<ol start="3">\n<li>terceiro;</li>\n<li>quarto.</li>\n</ol>',
        '<blockquote>\n<p>Uma citação.</p>\n</blockquote>',
        '<p>Fale com a gente: <a href="mailto:contato@escolafrionorte.com.br">e-mail</a> ou <a href="/contato">contato</a>.</p>',
      ].join('\n'),
    );
  });

  it('renders nothing for a post that has only its excerpt', () => {
    expect(render('  \n')).toBe('');
  });

  it('stops the build on a hostile post, naming the post and every problem in pt-BR', () => {
    const post = fixture('hostile-post.md');
    expect(() => renderPostBody(post)).toThrow(UnsafePostError);
    let message = '';
    try {
      renderPostBody(post);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^O artigo lib\/__fixtures__\/hostile-post\.md tem conteúdo que não é permitido/);
    expect(message).toContain('um <script> (scripts não são permitidos)');
    expect(message).toContain('o atributo onerror= em <img>');
    expect(message).toContain('um endereço javascript: em <a>');
    expect(message).toContain('um <iframe>');
    expect(message).toContain('o atributo srcdoc= em <iframe>');
    expect(message).toContain('um <meta http-equiv="refresh"> (redirecionamento)');
  });

  it.each([
    ['a script', '<script>alert(1)</script>', '<script>'],
    ['a script inside SVG', '<svg><script>alert(1)</script></svg>', '<script>'],
    ['an event handler', '<p onclick="alert(1)">oi</p>', 'onclick='],
    ['an event handler in upper case', '<p ONMOUSEOVER="alert(1)">oi</p>', 'onmouseover='],
    ['a Markdown javascript: link', '[clique](javascript:alert(1))', 'javascript:'],
    ['a javascript: link with a tab in the scheme', '<a href="java&#9;script:alert(1)">x</a>', 'javascript:'],
    ['a vbscript: link', '<a href="VBScript:msgbox(1)">x</a>', 'vbscript:'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:'],
    ['an iframe', '<iframe src="https://example.com"></iframe>', '<iframe>'],
    ['an object', '<object data="x.swf"></object>', '<object>'],
    ['an embed', '<embed src="x.swf">', '<embed>'],
    ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'srcdoc='],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://example.com">', 'refresh'],
    ['a base', '<base href="https://example.com/">', '<base>'],
    ['a form posting to javascript:', '<form action="javascript:alert(1)"><button>x</button></form>', 'javascript:'],
  ])('rejects %s', (_, body, problem) => {
    expect(() => render(body)).toThrow(problem);
  });

  it('removes, without failing, markup that is not on the allow-list but cannot run script', () => {
    const html = render(
      '<div class="destaque" style="color:red" id="x"><span title="t">texto</span></div>\n\n' +
        '# Título de nível 1\n\n![foto](https://example.com/foto.jpg)\n\n<!-- comentário -->\n\n<style>p{}</style>',
    );
    expect(html).toBe('texto\nTítulo de nível 1\n<p></p>');
  });
});
