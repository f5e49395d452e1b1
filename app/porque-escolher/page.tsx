import type { Metadata } from 'next';
import { CheckCircle2 } from 'lucide';
import { commitment, reasons, whyChooseIntro } from '@/content/reasons';
import { titledSection } from '@/content/sections';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureCardGrid } from '@/components/ui/feature-card-grid';
import { SectionHeading } from '@/components/ui/section-heading';
import { Icon } from '@/components/ui/icon';
import { Searchable } from '@/components/search/searchable';

export const metadata: Metadata = pageMetadata('/porque-escolher');

export default function WhyChooseUsPage() {
  return (
    <Searchable kind="Página">
      <PageHeader {...titledSection('porque-escolher')} intro={whyChooseIntro} />
      <section aria-labelledby="motivos-titulo" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="motivos-titulo" {...titledSection('porque-escolher-motivos')} />
          <FeatureCardGrid cards={reasons} columns={2} />
        </div>
      </section>
      <section aria-labelledby="compromisso-titulo" className="bg-navy-900 py-16 text-white sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="compromisso-titulo" className="text-3xl font-extrabold text-white sm:text-4xl">
              {commitment.heading}
            </h2>
            <p className="mt-5 text-lg text-ice-100">{commitment.text}</p>
          </div>
          <ul className="space-y-4">
            {commitment.points.map((point) => (
              <li
                key={point}
                className="flex gap-3 rounded-card bg-white/5 p-4 ring-1 ring-white/10 contrast-more:ring-white/60"
              >
                <Icon icon={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-accent-400" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Searchable>
  );
}
