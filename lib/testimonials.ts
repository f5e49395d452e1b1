import { testimonials } from '@/content/testimonials';
import type { Testimonial } from '@/content/types';
import { validateTestimonials } from './content-validation';

validateTestimonials(testimonials);

export function getTestimonials(): readonly Testimonial[] {
  return testimonials;
}
