import { benefits } from '@/content/benefits';
import { heroSlides } from '@/content/hero-slides';
import type { FeatureCard, HeroSlide } from '@/content/schema';

export function getHeroSlides(): readonly HeroSlide[] {
  return heroSlides;
}

/** Hero slugs are not course slugs (client's spec), so some of these links reach the not-found page. */
export function heroSlidePath(slide: Pick<HeroSlide, 'slug'>): string {
  return `/cursos/${slide.slug}`;
}

export function getBenefits(): readonly FeatureCard[] {
  return benefits;
}
