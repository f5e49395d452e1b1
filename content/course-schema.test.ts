import type { z } from 'zod';
import { rmSync, writeFileSync } from 'node:fs';
import { parseCollection } from './collection';
import { courseSchema } from './schema';
import { course, image } from './__fixtures__/schema-entries';

const courses = (entries: z.input<typeof courseSchema>[]) =>
  parseCollection({ name: 'cursos', schema: courseSchema, key: 'slug', unique: ['id'] }, entries);

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
