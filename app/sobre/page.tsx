import type { Metadata } from 'next';
import { about } from '@/content/about';
import { sectionHeading, titledSection } from '@/content/sections';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureCardGrid } from '@/components/ui/feature-card-grid';
import { SectionHeading } from '@/components/ui/section-heading';
import { Searchable } from '@/components/search/searchable';

export const metadata: Metadata = pageMetadata('/sobre');

export default function AboutPage() {
  return (
    <Searchable kind="Página">
      <PageHeader eyebrow={sectionHeading('sobre').eyebrow} title={about.heading} intro={about.intro} />
      <section aria-labelledby="historia-titulo" className="py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="historia-titulo" className="mb-6 text-3xl font-extrabold">
            Nossa história
          </h2>
          {about.history.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mb-5 text-lg text-slate-600">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <section aria-labelledby="missao-titulo" className="bg-ice-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="missao-titulo" {...titledSection('sobre-valores')} />
          <FeatureCardGrid cards={about.pillars} />
        </div>
      </section>
    </Searchable>
  );
}
