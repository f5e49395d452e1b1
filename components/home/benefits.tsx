import { benefits } from '@/content/benefits';
import { site } from '@/content/site';
import { FeatureCardGrid } from '@/components/ui/feature-card-grid';
import { SectionHeading } from '@/components/ui/section-heading';

export function Benefits() {
  return (
    <section aria-labelledby="beneficios-titulo" className="bg-ice-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="beneficios-titulo"
          eyebrow="Por que estudar aqui"
          title={`Benefícios de estudar na ${site.shortName}`}
          intro="Uma escola pensada para quem quer aprender fazendo e chegar pronto ao mercado de trabalho."
        />
        <FeatureCardGrid cards={benefits} />
      </div>
    </section>
  );
}
