import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { about } from '@/content/about';
import { benefits } from '@/content/benefits';
import { courses } from '@/content/courses';
import { heroSlides } from '@/content/hero-slides';
import { posts } from '@/content/posts';
import { commitment, reasons, whyChooseIntro } from '@/content/reasons';
import { site, TITLE_SUFFIX } from '@/content/site';
import { testimonials } from '@/content/testimonials';

describe('courses', () => {
  it('lists the four courses with the specified slugs, in order', () => {
    expect(courses.map((course) => course.slug)).toEqual([
      'formacao-mecanica-refrigeracao-ar-condicionado',
      'instalacao-manutencao-split-system',
      'eletricidade-aplicada-refrigeracao',
      'refrigeracao-comercial-industrial',
    ]);
    expect(courses.map((course) => course.id)).toEqual([1, 2, 3, 4]);
  });

  it('has the specified durations', () => {
    expect(courses.map((course) => course.duration)).toEqual([
      '6 meses',
      '4 semanas',
      '6 meses',
      '16 horas (presencial, prática)',
    ]);
  });

  it('prices every course as "Sob Consulta"', () => {
    for (const course of courses) expect(course.price).toBe('Sob Consulta');
  });

  it('reads each course from its own file, named after its slug', () => {
    for (const course of courses) expect(existsSync(`content/courses/${course.slug}.md`)).toBe(true);
  });

  it('gives every course a description of three paragraphs', () => {
    for (const course of courses) {
      expect(course.modules.length).toBeGreaterThanOrEqual(1);
      expect(course.longDescription.split('\n\n')).toHaveLength(3);
    }
  });
});

describe('hero slides', () => {
  it('lists the five slides with the specified slugs, in order', () => {
    expect(heroSlides.map((slide) => slide.slug)).toEqual([
      'formacao-mecanico-refrigeracao-ar-condicionado',
      'instalador-split',
      'eletrica-predial',
      'camara-frigorifica',
      'expositor-comercial-refrigerado-propano',
    ]);
  });
});

describe('posts', () => {
  it('lists four posts with unique slugs', () => {
    expect(posts).toHaveLength(4);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(4);
  });

  it('lists the posts newest first', () => {
    const dates = posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has exactly one full-length article, much longer than the others', () => {
    const full = posts.filter((post) => post.body.length > 3000);
    expect(full).toHaveLength(1);
    const longest = full[0]!.body.length;
    for (const post of posts) {
      if (post !== full[0]) expect(post.body.length * 2).toBeLessThan(longest);
    }
  });
});

describe('testimonials', () => {
  it('lists four testimonials', () => {
    expect(testimonials).toHaveLength(4);
  });
});

describe('feature cards', () => {
  it('has six benefits and four reasons', () => {
    expect(benefits).toHaveLength(6);
    expect(reasons).toHaveLength(4);
    expect(commitment.points.length).toBeGreaterThanOrEqual(3);
    expect(whyChooseIntro.trim()).not.toBe('');
  });
});

describe('about', () => {
  it('has the mission, vision and values pillars', () => {
    expect(about.pillars.map((pillar) => pillar.title)).toEqual(['Missão', 'Visão', 'Valores']);
    expect(about.pillars.map((pillar) => pillar.icon)).toEqual(['target', 'eye', 'gem']);
  });
});

describe('site', () => {
  it('ends every page title with the short name', () => {
    expect(TITLE_SUFFIX).toBe(` | ${site.shortName}`);
  });

  it('hands app/global-error.tsx the same short name through next.config.mjs', () => {
    // The config is JavaScript, without types: only its env is read here.
    const nextConfig = jest.requireActual<{ default: NextConfig }>(path.join(process.cwd(), 'next.config.mjs')).default;
    expect(nextConfig.env?.SITE_SHORT_NAME).toBe(site.shortName);
  });
});
