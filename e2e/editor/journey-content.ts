import path from 'node:path';
import sharp from 'sharp';

// What marketing writes in the editor's journey (editor.journey.ts): the course changed, the class added, the post
// written, and the files offered to the editor (a phone's photo, a drawing over its size limit).

export const COURSE = {
  file: 'content/courses/instalacao-manutencao-split-system.md',
  path: '/cursos/instalacao-manutencao-split-system',
  row: 'Instalação e Manutenção de Ar Condicionado Split',
};
export const NEW_DESCRIPTION =
  'Aprenda a instalar split convencional e inverter com segurança, vácuo bem feito e acabamento de profissional, em Londrina.';
export const POST = {
  title: 'Turma de sábado: instalação de split na prática',
  slug: 'turma-de-sabado-instalacao-split',
  excerpt:
    'A nova turma de sábado da Frio Norte aprende a instalar split do começo ao fim, com vácuo, carga de fluido e teste de estanqueidade.',
  author: 'Equipe Frio Norte',
  category: 'Carreira',
  alt: 'Técnico instala uma unidade split na parede de uma sala',
  body: 'Aulas práticas aos sábados, na oficina da escola, com equipamentos de verdade.',
};
export const NEXT_CLASS = 'Março de 2027';
/** A class marketing adds in the editor: the split course, from Monday 8 March 2027 (the month of NEXT_CLASS). */
export const NEW_CLASS_START = '2027-03-08';
export const NEW_CLASS = {
  /** As the editor names it: the course and the start day. */
  file: `content/turmas/${path.posix.basename(COURSE.path)}-${NEW_CLASS_START}.yaml`,
  startDate: NEW_CLASS_START,
  /** 16 Mondays and Wednesdays of 3 hours, the split course's 48, less Tiradentes (Wednesday 21 April 2027). */
  endDate: '2027-05-03',
  /**
   * Four monthly instalments of R$ 230,00, R$ 920,00 in all: 1,34% a month with the first a month after enrolment
   * (tabela Price; at enrolment they would be R$ 226,96).
   */
  price: {
    cash: 890,
    instalments: { count: 4, value: 230, interest: 1.34, firstDue: '30 dias após a matrícula' },
    methods: ['Pix', 'boleto'],
  },
};
/** An Instagram post's embed code, as marketing would paste it. */
export const EMBED =
  '<blockquote class="instagram-media">Nossa turma de sábado</blockquote>\n<script async src="https://www.instagram.com/embed.js"></script>';
export const LONG_TITLE = 'Turma de sábado: instalação de split na prática, do vácuo à carga';

/** A photo as a phone takes it: 4000 × 2250 pixels and several megabytes of JPEG. */
export async function phonePhoto(file: string): Promise<number> {
  const { data, info } = await sharp('public/images/hero/instalador-split.jpg')
    .resize(4000, 2250)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor noise, as in any photo: it is what makes a phone's JPEG weigh megabytes (a fixed sequence, the same each run).
  let seed = 1;
  for (let index = 0; index < data.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + (seed % 41) - 20));
  }
  const { size } = await sharp(data, { raw: info }).jpeg({ quality: 95 }).toFile(file);
  return size;
}

/** An SVG of more than the editor's 2 MB limit: the editor does not reduce vector images. */
export function oversizedDrawing(): { name: string; mimeType: string; buffer: Buffer } {
  const padding = `<!-- ${'x'.repeat(2_300_000)} -->`;
  return {
    name: 'desenho-grande.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${padding}<rect width="10" height="10"/></svg>`,
    ),
  };
}
