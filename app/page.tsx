import type { Metadata } from 'next';
import { site } from '@/content/site';
import { heroSlides } from '@/content/hero-slides';
import { heroSlidePath } from '@/lib/courses';
import { pageMetadata } from '@/lib/metadata';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { CoursesSection } from '@/components/home/courses-section';
import { Benefits } from '@/components/home/benefits';
import { Stats } from '@/components/home/stats';
import { NextClass } from '@/components/home/next-class';

export const metadata: Metadata = pageMetadata('/');

export default function HomePage() {
  const slides = heroSlides.map((slide) => ({ ...slide, courseHref: heroSlidePath(slide) }));
  return (
    <>
      <h1 className="sr-only">
        {site.name}: cursos de refrigeração e ar-condicionado em {site.address.city}
      </h1>
      <HeroCarousel slides={slides} />
      <CoursesSection />
      <Benefits />
      <Stats />
      <NextClass />
    </>
  );
}
