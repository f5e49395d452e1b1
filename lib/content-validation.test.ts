import type { BlogPost, Course, HeroSlide, Testimonial } from '@/content/types';
import { ContentError, validateCourses, validateHeroSlides, validatePosts, validateTestimonials } from './content-validation';

const image = { src: '/images/x.jpg', width: 1200, height: 800, alt: 'Uma ilustração' };

const course: Course = {
  id: 1,
  title: 'Curso',
  slug: 'curso-um',
  description: 'Descrição',
  longDescription: 'Texto longo',
  image,
  category: 'Categoria',
  duration: '6 meses',
  instructor: 'Eng. Fulano',
  price: 'Sob Consulta',
  modules: ['Módulo 1'],
};

const post: BlogPost = {
  slug: 'post-um',
  title: 'Post',
  excerpt: 'Resumo',
  author: 'Autor',
  date: '1 de agosto de 2025',
  publishedAt: '2025-08-01',
  category: 'Dicas',
  image,
  content: '<p>Oi</p>',
};

const testimonial: Testimonial = { quote: 'Ótimo', author: 'Ana', title: 'Aluna', rating: 5, image };
const slide: HeroSlide = { slug: 'slide-um', mainTitle: 'Título', courseTitle: 'Curso', description: 'Texto', image };

describe('validateCourses', () => {
  it('accepts valid courses', () => {
    expect(() => validateCourses([course, { ...course, id: 2, slug: 'curso-dois' }])).not.toThrow();
  });

  it('names the entry and the field of an empty required field', () => {
    expect(() => validateCourses([{ ...course, instructor: ' ' }])).toThrow(
      'Conteúdo inválido em cursos → "curso-um" → campo "instructor"',
    );
  });

  it('rejects a repeated slug', () => {
    expect(() => validateCourses([course, { ...course, id: 2 }])).toThrow(/"curso-um" → campo "slug": está repetido/);
  });

  it('rejects a slug that is not URL-safe', () => {
    expect(() => validateCourses([{ ...course, slug: 'Curso Um' }])).toThrow(ContentError);
  });

  it('rejects an image without alt text or real size', () => {
    expect(() => validateCourses([{ ...course, image: { ...image, alt: '' } }])).toThrow(/campo "image.alt"/);
    expect(() => validateCourses([{ ...course, image: { ...image, width: 0 } }])).toThrow(/campo "image.width"/);
  });

  it('accepts an absolute https image URL but not another scheme', () => {
    expect(() => validateCourses([{ ...course, image: { ...image, src: 'https://cdn.example.com/a.jpg' } }])).not.toThrow();
    expect(() => validateCourses([{ ...course, image: { ...image, src: 'http://cdn.example.com/a.jpg' } }])).toThrow(
      /campo "image.src"/,
    );
  });

  it('rejects an empty module', () => {
    expect(() => validateCourses([{ ...course, modules: ['A', ''] }])).toThrow(/campo "modules\[1\]"/);
  });
});

describe('validatePosts', () => {
  it('requires an ISO publication date', () => {
    expect(() => validatePosts([post])).not.toThrow();
    expect(() => validatePosts([{ ...post, publishedAt: '01/08/2025' }])).toThrow(/"post-um" → campo "publishedAt"/);
  });

  it('rejects repeated slugs', () => {
    expect(() => validatePosts([post, post])).toThrow(/está repetido/);
  });
});

describe('validateTestimonials', () => {
  it.each([0, 6, 4.5])('rejects rating %p', (rating) => {
    expect(() => validateTestimonials([{ ...testimonial, rating: rating as Testimonial['rating'] }])).toThrow(
      /"Ana" → campo "rating"/,
    );
  });

  it('accepts ratings from 1 to 5', () => {
    expect(() => validateTestimonials([1, 2, 3, 4, 5].map((rating) => ({ ...testimonial, rating: rating as Testimonial['rating'] })))).not.toThrow();
  });
});

describe('validateHeroSlides', () => {
  it('requires every text field', () => {
    expect(() => validateHeroSlides([slide])).not.toThrow();
    expect(() => validateHeroSlides([{ ...slide, mainTitle: '' }])).toThrow(/"slide-um" → campo "mainTitle"/);
  });
});
