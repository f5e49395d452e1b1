import type { BlogPost, ContentImage, Course, HeroSlide, Testimonial } from '@/content/types';

/** Thrown when a content entry is broken; the message names the collection, the entry and the field. */
export class ContentError extends Error {
  constructor(collection: string, entry: string, field: string, problem: string) {
    super(`Conteúdo inválido em ${collection} → "${entry}" → campo "${field}": ${problem}`);
    this.name = 'ContentError';
  }
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type Check = (collection: string, entry: string) => void;

function requireText(value: string | undefined, field: string): Check {
  return (collection, entry) => {
    if (typeof value !== 'string' || value.trim().length === 0) {
      throw new ContentError(collection, entry, field, 'é obrigatório e não pode ficar vazio');
    }
  };
}

function requireSlug(value: string | undefined, field = 'slug'): Check {
  return (collection, entry) => {
    requireText(value, field)(collection, entry);
    if (!SLUG_PATTERN.test(value ?? '')) {
      throw new ContentError(collection, entry, field, 'use apenas letras minúsculas, números e hífens');
    }
  };
}

function requireImage(image: ContentImage | undefined, field = 'image'): Check {
  return (collection, entry) => {
    if (!image) throw new ContentError(collection, entry, field, 'é obrigatório');
    requireText(image.alt, `${field}.alt`)(collection, entry);
    requireText(image.src, `${field}.src`)(collection, entry);
    if (!image.src.startsWith('/') && !image.src.startsWith('https://')) {
      throw new ContentError(collection, entry, `${field}.src`, 'use um caminho em public/ ("/images/…") ou uma URL https');
    }
    for (const side of ['width', 'height'] as const) {
      if (!Number.isInteger(image[side]) || image[side] <= 0) {
        throw new ContentError(collection, entry, `${field}.${side}`, 'deve ser um número inteiro de pixels maior que zero');
      }
    }
  };
}

function requireUnique<T>(collection: string, items: readonly T[], key: (item: T) => string, field: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) throw new ContentError(collection, value, field, 'está repetido; cada valor deve ser único');
    seen.add(value);
  }
}

function runChecks(collection: string, entry: string, checks: Check[]): void {
  for (const check of checks) check(collection, entry);
}

export function validateCourses(courses: readonly Course[]): void {
  courses.forEach((course, index) => {
    const entry = course.slug || `#${index + 1}`;
    runChecks('cursos', entry, [
      requireText(course.title, 'title'),
      requireSlug(course.slug),
      requireText(course.description, 'description'),
      requireText(course.longDescription, 'longDescription'),
      requireImage(course.image),
      requireText(course.category, 'category'),
      requireText(course.duration, 'duration'),
      requireText(course.instructor, 'instructor'),
      requireText(course.price, 'price'),
    ]);
    course.modules.forEach((module, moduleIndex) => requireText(module, `modules[${moduleIndex}]`)('cursos', entry));
  });
  requireUnique('cursos', courses, (course) => course.slug, 'slug');
  requireUnique('cursos', courses, (course) => String(course.id), 'id');
}

export function validateHeroSlides(slides: readonly HeroSlide[]): void {
  slides.forEach((slide, index) => {
    runChecks('slides do banner', slide.slug || `#${index + 1}`, [
      requireSlug(slide.slug),
      requireText(slide.mainTitle, 'mainTitle'),
      requireText(slide.courseTitle, 'courseTitle'),
      requireText(slide.description, 'description'),
      requireImage(slide.image),
    ]);
  });
  requireUnique('slides do banner', slides, (slide) => slide.slug, 'slug');
}

export function validatePosts(posts: readonly BlogPost[]): void {
  posts.forEach((post, index) => {
    const entry = post.slug || `#${index + 1}`;
    runChecks('blog', entry, [
      requireSlug(post.slug),
      requireText(post.title, 'title'),
      requireText(post.excerpt, 'excerpt'),
      requireText(post.author, 'author'),
      requireText(post.date, 'date'),
      requireText(post.category, 'category'),
      requireImage(post.image),
      requireText(post.content, 'content'),
    ]);
    if (!ISO_DATE_PATTERN.test(post.publishedAt) || Number.isNaN(Date.parse(post.publishedAt))) {
      throw new ContentError('blog', entry, 'publishedAt', 'use a data no formato AAAA-MM-DD');
    }
  });
  requireUnique('blog', posts, (post) => post.slug, 'slug');
}

export function validateTestimonials(testimonials: readonly Testimonial[]): void {
  testimonials.forEach((testimonial, index) => {
    const entry = testimonial.author || `#${index + 1}`;
    runChecks('depoimentos', entry, [
      requireText(testimonial.quote, 'quote'),
      requireText(testimonial.author, 'author'),
      requireText(testimonial.title, 'title'),
      requireImage(testimonial.image),
    ]);
    if (!Number.isInteger(testimonial.rating) || testimonial.rating < 1 || testimonial.rating > 5) {
      throw new ContentError('depoimentos', entry, 'rating', 'deve ser um número inteiro de 1 a 5');
    }
  });
}

/** Search-result limits: Google shows about 60 characters of a title and 160 of a description. */
export const MAX_TITLE_LENGTH = 60;
export const MIN_DESCRIPTION_LENGTH = 70;
export const MAX_DESCRIPTION_LENGTH = 160;

interface PageSeoFields {
  path: string;
  documentTitle: string;
  description: string;
}

export function validatePageSeo(pages: readonly PageSeoFields[]): void {
  for (const page of pages) {
    if (page.documentTitle.length > MAX_TITLE_LENGTH) {
      throw new ContentError(
        'páginas',
        page.path,
        'title',
        `"${page.documentTitle}" tem ${page.documentTitle.length} caracteres; o máximo é ${MAX_TITLE_LENGTH} (use seoTitle para encurtar)`,
      );
    }
    const length = page.description.length;
    if (length < MIN_DESCRIPTION_LENGTH || length > MAX_DESCRIPTION_LENGTH) {
      throw new ContentError(
        'páginas',
        page.path,
        'description',
        `tem ${length} caracteres; use de ${MIN_DESCRIPTION_LENGTH} a ${MAX_DESCRIPTION_LENGTH}`,
      );
    }
  }
  requireUnique('páginas', pages, (page) => page.path, 'path');
  requireUnique('páginas', pages, (page) => page.documentTitle, 'title');
  requireUnique('páginas', pages, (page) => page.description, 'description');
}
