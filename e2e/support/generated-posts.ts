import { writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * Blog posts made up for tests and benches of a bigger blog (e2e/blog/, tools/bench/bench-scale.ts): each valid for
 * the build (unique slug, title and excerpt within their limits, an image of public/, one of the blog's categories),
 * one a day going back from 31 May 2025, so the site's own posts stay the newest.
 */

const TOPICS: readonly (readonly [topic: string, subject: string, category: string])[] = [
  ['Diagnóstico de vazamentos', 'vazamento de fluido', 'Manutenção'],
  ['Vácuo e desidratação', 'bomba de vácuo e vacuômetro', 'Dicas'],
  ['Carga de fluido por balança', 'carga de fluido refrigerante', 'Tecnologia'],
  ['Quadros elétricos de câmaras', 'comando elétrico de câmaras frias', 'Carreira'],
  ['Limpeza de evaporadoras', 'higienização de evaporadoras', 'Manutenção'],
];
const IMAGES = [
  'como-escolher-ar-condicionado-split-ideal',
  'manutencao-preventiva-ar-condicionado-verao',
  'mercado-de-trabalho-refrigeracao-londrina',
  'fluidos-refrigerantes-r32-r290-o-que-muda',
];

/** Element `n mod length` of a non-empty list. */
function cycle<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('cycle: empty list');
  return item;
}

export interface GeneratedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  category: string;
  image: { src: string; alt: string };
  body: string;
}

/** The n-th generated post (from 1). */
export function generatedPost(n: number): GeneratedPost {
  const [topic, subject, category] = cycle(TOPICS, n);
  const title = `${topic} — guia nº ${n}`;
  let excerpt = `Guia prático nº ${n} da Frio Norte sobre ${subject}: passo a passo, ferramentas, cuidados de segurança e erros comuns no dia a dia.`;
  while (excerpt.length < 110) excerpt += ' Veja mais.';
  const paragraph = (i: number) =>
    `Parte ${i} do guia nº ${n}: no trabalho com ${subject}, o técnico segue o procedimento do fabricante, confere as ` +
    'ferramentas antes de começar, registra as medições e deixa o local limpo e seguro para o cliente.';
  return {
    slug: `guia-pratico-${n}`,
    title,
    excerpt,
    author: 'Eng. Ricardo Almeida',
    date: new Date(Date.UTC(2025, 4, 31) - n * 86_400_000).toISOString().slice(0, 10),
    category,
    image: { src: `/images/blog/${cycle(IMAGES, n)}.jpg`, alt: `Ilustração do guia prático nº ${n} sobre ${subject}` },
    body: [
      paragraph(1),
      `## O que observar em ${subject}`,
      paragraph(2),
      '- equipamento de proteção individual;\n- ferramentas calibradas;\n- registro do serviço.',
      paragraph(3),
    ].join('\n\n'),
  };
}

/** Writes `count` generated posts into the posts folder of the project at `dir` (content/posts/<slug>.md); returns them. */
export function writeGeneratedPosts(dir: string, count: number): GeneratedPost[] {
  const posts = Array.from({ length: count }, (_, index) => generatedPost(index + 1));
  for (const { body, ...frontMatter } of posts) {
    writeFileSync(
      path.join(dir, 'content', 'posts', `${frontMatter.slug}.md`),
      matter.stringify(`\n${body}\n`, frontMatter),
    );
  }
  return posts;
}
