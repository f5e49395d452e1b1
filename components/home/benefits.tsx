import { benefits } from '@/content/benefits';
import { titledSection } from '@/content/sections';
import { FeatureCardGrid } from '@/components/ui/feature-card-grid';
import { SectionHeading } from '@/components/ui/section-heading';

export function Benefits() {
  return (
    <section aria-labelledby="beneficios-titulo" className="bg-ice-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="beneficios-titulo" {...titledSection('inicio-beneficios')} />
        <FeatureCardGrid cards={benefits} />
      </div>
    </section>
  );
}
