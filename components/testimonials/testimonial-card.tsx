import type { Testimonial } from '@/content/page-schemas';
import { ContentImage } from '@/components/ui/content-image';
import { StarRating } from '@/components/ui/star-rating';

interface TestimonialCardProps {
  testimonial: Testimonial;
}

export function TestimonialCard({ testimonial }: TestimonialCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ice-200 sm:p-8">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-lg text-navy-900">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <ContentImage
          image={testimonial.image}
          sizes="64px"
          className="size-16 rounded-full object-cover ring-2 ring-ice-200"
        />
        <span>
          <span className="block font-bold text-navy-900">{testimonial.author}</span>
          <span className="block text-sm text-slate-600">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
