import type { Metadata } from 'next';
import { testimonials } from '@/content/testimonials';
import { pageMetadata } from '@/lib/metadata';
import { ListPage } from '@/components/ui/list-page';
import { TestimonialCard } from '@/components/testimonials/testimonial-card';

export const metadata: Metadata = pageMetadata('/depoimentos');

export default function TestimonialsPage() {
  return (
    <ListPage
      eyebrow="Depoimentos"
      title="O que nossos alunos dizem"
      intro="Histórias reais de quem passou pelas nossas bancadas e hoje trabalha com refrigeração e climatização."
      listLabel="Depoimentos"
      items={testimonials}
      itemKey={(testimonial) => testimonial.author}
      renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      tinted
    />
  );
}
