import type { Metadata } from 'next';
import { site } from '@/content/site';
import { getHeroSlides, heroSlidePath } from '@/lib/home';
import { pageMetadata } from '@/lib/metadata';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { CoursesSection } from '@/components/home/courses-section';
import { Benefits } from '@/components/home/benefits';
import { Stats } from '@/components/home/stats';
import { NextClass } from '@/components/home/next-class';

export const metadata: Metadata = pageMetadata({
  title: 'Frio Norte | Cursos de Refrigeração e Ar-Condicionado em Londrina',
  absoluteTitle: true,
  description:
    'Cursos práticos de refrigeração e ar-condicionado em Londrina-PR: mecânico de refrigeração, instalação de split, elétrica e refrigeração comercial.',
  path: '/',
});

export default function HomePage() {
  const slides = getHeroSlides().map((slide) => ({ ...slide, courseHref: heroSlidePath(slide) }));
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
