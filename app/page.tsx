import type { Metadata } from 'next';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { Hero } from '@/components/home/hero';
import { CoursesSection } from '@/components/home/courses-section';
import { Benefits } from '@/components/home/benefits';
import { Stats } from '@/components/home/stats';
import { NextClass } from '@/components/home/next-class';
import { Searchable } from '@/components/search/searchable';

export const metadata: Metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <Searchable kind="Página">
      <h1 className="sr-only">
        {site.name}: cursos de refrigeração e ar-condicionado em {site.address.city}
      </h1>
      <Hero />
      <CoursesSection />
      <Benefits />
      <Stats />
      <NextClass />
    </Searchable>
  );
}
