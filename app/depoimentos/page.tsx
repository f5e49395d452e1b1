import type { Metadata } from 'next';
import { testimonials } from '@/content/testimonials';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/page-header';
import { TestimonialCard } from '@/components/testimonials/testimonial-card';

export const metadata: Metadata = pageMetadata('/depoimentos');

export default function TestimonialsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Depoimentos"
        title="O que nossos alunos dizem"
        intro="Histórias reais de quem passou pelas nossas bancadas e hoje trabalha com refrigeração e climatização."
      />
      <section aria-label="Depoimentos" className="bg-ice-50 py-16 sm:py-20">
        <ul className="container-page grid gap-8 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
