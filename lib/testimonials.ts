import { testimonials } from '@/content/testimonials';
import type { Testimonial } from '@/content/schema';

export function getTestimonials(): readonly Testimonial[] {
  return testimonials;
}
