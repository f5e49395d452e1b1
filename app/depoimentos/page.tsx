import type { Metadata } from 'next';
import { titledSection } from '@/content/sections';
import { testimonials } from '@/content/testimonials';
import { pageMetadata } from '@/lib/metadata';
import { ListPage } from '@/components/ui/list-page';
import { TestimonialCard } from '@/components/testimonials/testimonial-card';
import { Searchable } from '@/components/search/searchable';

export const metadata: Metadata = pageMetadata('/depoimentos');

export default function TestimonialsPage() {
  return (
    <Searchable kind="Página">
      <ListPage
        {...titledSection('depoimentos')}
        listLabel="Depoimentos"
        items={testimonials}
        itemKey={(testimonial) => testimonial.author}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        tinted
      />
    </Searchable>
  );
}
