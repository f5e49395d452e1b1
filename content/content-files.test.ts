import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCollection } from './collection';
import { readCourses } from './courses';
import { parseMarkdown, parseYaml, readYamlFile, readYamlList } from './files';
import { testimonialSchema } from './page-schemas';
import { course, image } from './__fixtures__/schema-entries';

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
