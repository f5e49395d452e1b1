import type { z } from 'zod';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCollection, parseEntry } from './collection';
import { readCourses } from './courses';
import { parseMarkdown, parseYaml, readYamlFile, readYamlList } from './files';
import { site } from './site';
import {
  courseSchema,
  isValidCnpj,
  policiesSchema,
  siteSchema,
  postSchema,
  staticPageSchema,
  type Post,
} from './schema';
import { heroSlideSchema, testimonialSchema } from './page-schemas';

const image = { src: '/images/courses/instalacao-manutencao-split-system.jpg', alt: 'Uma ilustração' };
const description = 'Uma descrição com tamanho suficiente para aparecer inteira nos resultados de busca do Google.';

const course: z.input<typeof courseSchema> = {
  id: 1,
  title: 'Curso',
  slug: 'curso-um',
  description,
  longDescription: 'Texto longo',
  image,
  category: 'Categoria',
  duration: '6 meses',
  instructor: 'Eng. Fulano',
  price: 'Sob Consulta',
  modules: ['Módulo 1'],
  requirements: ['Ter 18 anos ou mais.'],
  materials: { provided: 'Ferramentas e EPI.' },
  certificate: { hours: 16, issuer: 'A escola', scope: 'Certificado de curso livre.' },
  questions: [{ question: 'Preciso ter experiência?', answer: 'Não. O curso começa do zero.' }],
};

const post: z.input<typeof postSchema> = {
  file: 'content/posts/post-um.md',
  body: 'Oi',
  slug: 'post-um',
  title: 'Post',
  excerpt: description,
  author: 'Autor',
  date: '2025-08-01',
  category: 'Dicas',
  image,
};

const courses = (entries: z.input<typeof courseSchema>[]) =>
  parseCollection({ name: 'cursos', schema: courseSchema, key: 'slug', unique: ['id'] }, entries);
const posts = (entries: unknown[]) =>
  parseCollection({ name: 'blog', schema: postSchema, key: 'file', unique: ['slug'] }, entries as Post[]);

describe('courseSchema', () => {
  it('accepts valid courses', () => {
    expect(courses([course, { ...course, id: 2, slug: 'curso-dois' }])).toHaveLength(2);
  });

  it('names the entry and the field of an empty required field', () => {
    expect(() => courses([{ ...course, instructor: ' ' }])).toThrow(
      'Conteúdo inválido em cursos → "curso-um" → campo "instructor": é obrigatório e não pode ficar vazio',
    );
  });

  it('names a missing field', () => {
    const withoutCategory: Partial<z.input<typeof courseSchema>> = { ...course };
    delete withoutCategory.category;
    expect(() => courses([withoutCategory as z.input<typeof courseSchema>])).toThrow(
      '→ "curso-um" → campo "category": é obrigatório',
    );
  });

  it('rejects a repeated slug or id', () => {
    expect(() => courses([course, { ...course, id: 2 }])).toThrow(/"curso-um" → campo "slug": está repetido/);
    expect(() => courses([course, { ...course, slug: 'curso-dois' }])).toThrow(
      /"curso-dois" → campo "id": está repetido/,
    );
  });

  it('rejects a slug that is not URL-safe', () => {
    expect(() => courses([{ ...course, slug: 'Curso Um' }])).toThrow(/campo "slug": use apenas letras minúsculas/);
  });

  it('reads the size of an image from its file, which content/ does not state', () => {
    const [parsed] = courses([course]);
    expect(parsed?.image).toEqual({ ...image, width: 1200, height: 800 });
    expect(() =>
      parseCollection({ name: 'cursos', schema: courseSchema, key: 'slug' }, [
        { ...course, image: { ...image, width: 1200, height: 800 } },
      ]),
    ).toThrow(/campo "image.width, image.height": campo desconhecido/);
  });

  it('stops on an image without alt text, naming the field', () => {
    expect(() => courses([{ ...course, image: { ...image, alt: '' } }])).toThrow(/campo "image.alt"/);
  });

  it('stops on an image file that is missing or not an image, naming the file', () => {
    expect(() => courses([{ ...course, image: { ...image, src: '/images/courses/nao-existe.jpg' } }])).toThrow(
      'Conteúdo inválido em cursos → "curso-um" → campo "image.src": o arquivo public/images/courses/nao-existe.jpg não existe',
    );
    // A file of public/ that is not an image (text with a photo's name), written for this test only.
    const notAnImage = 'public/images/teste-nao-e-imagem.jpg';
    writeFileSync(notAnImage, 'isto não é uma foto');
    try {
      expect(() => courses([{ ...course, image: { ...image, src: '/images/teste-nao-e-imagem.jpg' } }])).toThrow(
        /campo "image.src": não foi possível ler o arquivo public\/images\/teste-nao-e-imagem.jpg como imagem/,
      );
    } finally {
      rmSync(notAnImage);
    }
  });

  it('takes images from public/ only: no other host, no way out of the folder', () => {
    for (const src of [
      'https://cdn.example.com/a.jpg',
      'images/a.jpg',
      '//cdn.example.com/a.jpg',
      '/images/../../package.json',
    ]) {
      expect(() => courses([{ ...course, image: { ...image, src } }])).toThrow(
        /campo "image.src": use o caminho de um arquivo em public\//,
      );
    }
  });

  it('rejects an empty module', () => {
    expect(() => courses([{ ...course, modules: ['A', ''] }])).toThrow(/campo "modules\[1\]"/);
  });

  it('keeps the meta description within 70–160 characters', () => {
    expect(() => courses([{ ...course, description: 'curta' }])).toThrow(
      /campo "description": tem 5 caracteres; use de 70 a 160/,
    );
    expect(() => courses([{ ...course, description: 'd'.repeat(161) }])).toThrow(/tem 161 caracteres/);
    expect(() => courses([{ ...course, description: 'd'.repeat(70) }])).not.toThrow();
  });

  it('keeps the title with the site name within 60 characters, pointing at seoTitle', () => {
    const long = 't'.repeat(48); // 48 + " | Frio Norte" = 61
    expect(() => courses([{ ...course, title: long }])).toThrow(
      /campo "title": ".*" tem 61 caracteres; o máximo é 60 \(preencha o título para busca, seoTitle/,
    );
    expect(() => courses([{ ...course, title: long, seoTitle: 'Curto' }])).not.toThrow();
    expect(() => courses([{ ...course, title: 'Curto', seoTitle: long }])).toThrow(/campo "seoTitle"/);
  });
});

describe('postSchema', () => {
  it('accepts an unquoted YAML date and returns it as AAAA-MM-DD', () => {
    expect(posts([{ ...post, date: new Date('2025-08-01T00:00:00Z') }])[0]?.date).toBe('2025-08-01');
  });

  it('requires an ISO publication date that exists', () => {
    expect(() => posts([{ ...post, date: '01/08/2025' }])).toThrow(
      /"content\/posts\/post-um.md" → campo "date": use a data no formato AAAA-MM-DD/,
    );
    expect(() => posts([{ ...post, date: '2025-02-30' }])).toThrow(/campo "date"/);
  });

  it('rejects a misspelt field and a file named differently from the slug', () => {
    expect(() => posts([{ ...post, excert: 'x' }])).toThrow(/campo "excert": campo desconhecido/);
    expect(() => posts([{ ...post, file: 'content/posts/outro.md' }])).toThrow(
      /campo "slug": o arquivo deve se chamar post-um.md/,
    );
  });

  it('rejects repeated slugs', () => {
    expect(() => posts([post, { ...post, file: 'content/posts/copia/post-um.md' }])).toThrow(
      /campo "slug": está repetido/,
    );
  });

  it('allows a post without a body (the excerpt stands in)', () => {
    expect(() => posts([{ ...post, body: '' }])).not.toThrow();
  });
});

describe('testimonialSchema', () => {
  const testimonial = { quote: 'Ótimo', author: 'Ana', title: 'Aluna', rating: 5, image };
  const parse = (rating: number) =>
    parseCollection({ name: 'depoimentos', schema: testimonialSchema, key: 'author' }, [{ ...testimonial, rating }]);

  it.each([0, 6, 4.5])('rejects rating %p', (rating) => {
    expect(() => parse(rating)).toThrow(/"Ana" → campo "rating": deve ser um número inteiro de 1 a 5/);
  });

  it.each([1, 2, 3, 4, 5])('accepts rating %p', (rating) => {
    expect(() => parse(rating)).not.toThrow();
  });
});

describe('heroSlideSchema', () => {
  it('requires every text field', () => {
    const slide = { slug: 'slide-um', mainTitle: 'Título', courseTitle: 'Curso', description: 'Texto', image };
    const parse = (entry: typeof slide) =>
      parseCollection({ name: 'slides do banner', schema: heroSlideSchema, key: 'slug' }, [entry]);
    expect(() => parse(slide)).not.toThrow();
    expect(() => parse({ ...slide, mainTitle: '' })).toThrow(/"slide-um" → campo "mainTitle"/);
  });
});

describe('staticPageSchema', () => {
  const page = { path: '/x', title: 'Título', description, shareEyebrow: 'X' };
  const parse = (entries: (typeof page)[]) =>
    parseCollection(
      { name: 'páginas', schema: staticPageSchema, key: 'path', unique: ['title', 'description'] },
      entries,
    );

  it('rejects a title over 60 characters with the site name, naming the page', () => {
    expect(() => parse([{ ...page, title: 't'.repeat(48) }])).toThrow(/"\/x" → campo "title"/);
  });

  it('rejects a description outside 70–160 characters', () => {
    expect(() => parse([{ ...page, description: 'curta' }])).toThrow(/campo "description": tem 5 caracteres/);
  });

  it('rejects repeated titles and descriptions', () => {
    expect(() => parse([page, { ...page, path: '/y' }])).toThrow(/"\/y" → campo "title": está repetido/);
  });
});

describe('siteSchema (checked by content/site.ts)', () => {
  // content/site.yaml as written (the logo without its size), with the URL the build adds.
  const siteFile = { ...(readYamlFile('content/site.yaml') as object), url: site.url };

  it('accepts the school identity of content/site.yaml', () => {
    expect(parseEntry('escola', siteSchema, siteFile)).toEqual(site);
  });

  it('names the field of a malformed WhatsApp number or phone link', () => {
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, whatsapp: '+55 43 99825-4180' })).toThrow(
      'Conteúdo inválido em escola → campo "whatsapp"',
    );
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, phoneHref: '(43) 3325-4180' })).toThrow(
      'campo "phoneHref"',
    );
  });

  it('takes a CNPJ whose check digits agree, and names the field of one that does not', () => {
    expect(isValidCnpj(site.cnpj)).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, cnpj: '11.222.333/0001-82' })).toThrow(
      'Conteúdo inválido em escola → campo "cnpj": os dois últimos dígitos não conferem',
    );
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, cnpj: '11222333000181' })).toThrow(
      'campo "cnpj": use o formato 00.000.000/0000-00',
    );
  });
});

describe('policiesSchema (content/policies.yaml)', () => {
  const file = readYamlFile('content/policies.yaml') as Record<string, unknown>;

  it('accepts the shipped policies, which give the 7 days of CDC art. 49', () => {
    const policies = parseEntry('content/policies.yaml', policiesSchema, file);
    expect(policies.cancellation).toMatch(/7 dias/);
    expect(policies.cancellation).toMatch(/art(igo|\.) 49/);
  });

  it('refuses a maximum class size below the minimum, naming the field', () => {
    expect(() =>
      parseEntry('content/policies.yaml', policiesSchema, { ...file, minimumClassSize: 10, maximumClassSize: 8 }),
    ).toThrow('campo "maximumClassSize": o máximo de alunos não pode ser menor que o mínimo');
  });
});

describe('content files', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'conteudo-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const write = (name: string, source: string): string => {
    const file = path.join(folder, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  };

  /** A course file as marketing writes it: the front matter, then the long description. */
  const courseFile = (
    fields: Record<string, unknown> = {},
    body = 'Primeiro parágrafo.\n\nSegundo parágrafo.',
  ): string => {
    const front = { ...course, ...fields };
    const lines = Object.entries(front)
      .filter(([name]) => name !== 'longDescription' || 'longDescription' in fields)
      .map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
    return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
  };

  describe('a YAML syntax error', () => {
    it('names the file and the line, and quotes the line', () => {
      expect(() => parseYaml('content/site.yaml', 'name: Escola\ndescription: Escola: cursos práticos\n')).toThrow(
        'Conteúdo inválido em content/site.yaml, linha 2: um texto com ": " (dois-pontos e espaço) no meio deve ficar entre aspas',
      );
      expect(() => parseYaml('content/site.yaml', 'name: Escola\ndescription: Escola: cursos práticos\n')).toThrow(
        /— "description: Escola: cursos práticos"$/,
      );
    });

    it('names the file it was read from', () => {
      const file = write('site.yaml', 'name: Escola\naddress:\n\tcity: Londrina\n');
      expect(() => readYamlFile(file)).toThrow(`Conteúdo inválido em ${file}, linha 3: use espaços, e não tabulação`);
      write('site.yaml', '# Só um comentário\n');
      expect(() => readYamlFile(file)).toThrow(`Conteúdo inválido em ${file}: o arquivo está vazio`);
    });

    it('counts the lines of a front matter from the top of the Markdown file', () => {
      const source = '---\nid: 1\ntitle: "Curso\nslug: curso-um\n---\n\nTexto';
      expect(() => parseMarkdown('content/courses/curso-um.md', source)).toThrow(
        /^Conteúdo inválido em content\/courses\/curso-um\.md, linha 4: falta um caractere/,
      );
      expect(() => parseMarkdown('content/courses/curso-um.md', '---\nid: 1\nid: 2\n---\n')).toThrow(
        'Conteúdo inválido em content/courses/curso-um.md, linha 3: o mesmo campo aparece duas vezes',
      );
    });
  });

  describe('content is data, never code', () => {
    it('refuses a front matter in any language but YAML, naming the file, and runs nothing', () => {
      const ran = jest.fn();
      (globalThis as { contentRan?: () => void }).contentRan = ran;
      const source = '---js\n{ title: (globalThis.contentRan(), "Título") }\n---\n\nTexto';
      expect(() => parseMarkdown('content/posts/ataque.md', source)).toThrow(
        'Conteúdo inválido em content/posts/ataque.md: o cabeçalho começa com "---js": só o formato YAML é aceito',
      );
      expect(() => parseMarkdown('content/posts/ataque.md', '---javascript\n{}\n---\n')).toThrow(/"---javascript"/);
      expect(() => parseMarkdown('content/posts/ataque.md', '---json\n{"title": "x"}\n---\n')).toThrow(/"---json"/);
      expect(ran).not.toHaveBeenCalled();
      expect(parseMarkdown('content/posts/ok.md', '---yaml\ntitle: Título\n---\n\nTexto').data).toEqual({
        title: 'Título',
      });
    });

    it('stops an alias bomb with a pt-BR message naming the file', () => {
      const bomb = [
        'a: &a ["x","x","x","x","x","x","x","x","x"]',
        ...'bcdefghi'.split('').map((name, index) => {
          const previous = 'abcdefghi'[index];
          return `${name}: &${name} [*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous}]`;
        }),
      ].join('\n');
      expect(() => parseYaml('content/site.yaml', bomb)).toThrow(
        'Conteúdo inválido em content/site.yaml: o arquivo repete blocos com "*" (aliases do YAML) vezes demais',
      );
      expect(parseYaml('content/site.yaml', 'a: &nome Escola\nb: *nome\n')).toEqual({ a: 'Escola', b: 'Escola' });
    });

    it('refuses a file too large to be content', () => {
      expect(() => parseYaml('content/site.yaml', `name: "${'x'.repeat(1_000_001)}"`)).toThrow(
        /^Conteúdo inválido em content\/site\.yaml: o arquivo é grande demais/,
      );
    });
  });

  describe('a course file', () => {
    it('is read with its body as the long description', () => {
      write('curso-um.md', courseFile());
      write('curso-dois.md', courseFile({ id: 2, slug: 'curso-dois' }));
      const read = readCourses(folder);
      expect(read.map(({ slug }) => slug)).toEqual(['curso-um', 'curso-dois']);
      expect(read[0]).toEqual({
        ...course,
        image: { ...image, width: 1200, height: 800 },
        longDescription: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
      });
    });

    it('with a too-short description names the file and the field', () => {
      const file = write('curso-um.md', courseFile({ description: 'Curso prático de ar-condicionado split.' }));
      expect(() => readCourses(folder)).toThrow(
        `Conteúdo inválido em ${file} → campo "description": tem 39 caracteres; use de 70 a 160`,
      );
    });

    it('refuses an unknown field, also inside the image', () => {
      const file = write('curso-um.md', courseFile({ descricao: 'Outra descrição' }));
      expect(() => readCourses(folder)).toThrow(
        `Conteúdo inválido em ${file} → campo "descricao": campo desconhecido; confira o nome`,
      );
      write('curso-um.md', courseFile({ image: { ...image, legenda: 'Foto' } }));
      expect(() => readCourses(folder)).toThrow('campo "image.legenda": campo desconhecido');
    });

    it('names a misspelt field before the field it leaves missing, and a blank number as missing', () => {
      const file = write('curso-um.md', courseFile().replace('modules:', 'modulos:'));
      expect(() => readCourses(folder)).toThrow(`Conteúdo inválido em ${file} → campo "modulos": campo desconhecido`);
      write('curso-um.md', courseFile().replace('id: 1', 'id:'));
      expect(() => readCourses(folder)).toThrow(
        `Conteúdo inválido em ${file} → campo "id": é obrigatório e não pode ficar vazio`,
      );
    });

    it('refuses a long description written as a field, a blank body and a file not named after the slug', () => {
      const file = write('curso-um.md', courseFile({ longDescription: 'Texto' }));
      expect(() => readCourses(folder)).toThrow(
        `Conteúdo inválido em ${file} → campo "longDescription": escreva a descrição longa depois`,
      );
      write('curso-um.md', courseFile({}, ''));
      expect(() => readCourses(folder)).toThrow(`${file} → campo "longDescription": é obrigatório`);
      rmSync(file);
      const renamed = write('outro-nome.md', courseFile());
      expect(() => readCourses(folder)).toThrow(
        `Conteúdo inválido em ${renamed} → campo "slug": o arquivo deve se chamar curso-um.md`,
      );
    });

    it('refuses a repeated id, naming the file read last (files are read in name order)', () => {
      write('curso-dois.md', courseFile({ slug: 'curso-dois' }));
      const last = write('curso-um.md', courseFile());
      expect(() => readCourses(folder)).toThrow(
        `Conteúdo inválido em ${last} → campo "id": está repetido; cada valor deve ser único`,
      );
    });
  });

  describe('a YAML list file', () => {
    const testimonial = { quote: 'Ótimo curso', author: 'Ana', title: 'Aluna', rating: 5, image };
    const parse = (file: string) =>
      parseCollection(
        { name: 'depoimentos', file, schema: testimonialSchema, key: 'author' },
        readYamlList(file, 'testimonials'),
      );

    it('names the file, the item and the field', () => {
      const file = write('testimonials.yaml', `testimonials:\n  - ${JSON.stringify({ ...testimonial, rating: 6 })}\n`);
      expect(() => parse(file)).toThrow(
        `Conteúdo inválido em ${file} → "Ana" → campo "rating": deve ser um número inteiro de 1 a 5`,
      );
    });

    it('refuses an unknown field in an item and around the list', () => {
      const file = write('testimonials.yaml', `testimonials:\n  - ${JSON.stringify({ ...testimonial, nota: 5 })}\n`);
      expect(() => parse(file)).toThrow(`Conteúdo inválido em ${file} → "Ana" → campo "nota": campo desconhecido`);
      write('testimonials.yaml', `testimonials: []\ndepoimentos: []\n`);
      expect(() => parse(file)).toThrow(`Conteúdo inválido em ${file} → campo "depoimentos": campo desconhecido`);
    });

    it('requires the list, and a blank text reads as missing', () => {
      const file = write('testimonials.yaml', 'testimonials: Ana\n');
      expect(() => parse(file)).toThrow(`Conteúdo inválido em ${file} → campo "testimonials": deve ser uma lista`);
      write('testimonials.yaml', `testimonials:\n  - quote:\n    author: Ana\n`);
      expect(() => parse(file)).toThrow(`${file} → "Ana" → campo "quote": é obrigatório e não pode ficar vazio`);
    });
  });
});
