import Link from 'next/link';
import type { HeroSlide } from '@/content/page-schemas';
import { heroSlidePath } from '@/lib/courses';
import { IntentLink } from '@/components/ui/intent-link';
import { ContentImage } from '@/components/ui/content-image';
import { buttonClasses } from '@/components/ui/button-styles';

interface HeroSlideContentProps {
  slide: HeroSlide;
  /** The first slide's image is the largest thing in the first viewport. */
  priority: boolean;
}

/** What one slide of the home hero shows: its image under a gradient, the course, a title, a text and two links. */
export function HeroSlideContent({ slide, priority }: HeroSlideContentProps) {
  return (
    <>
      <ContentImage
        image={slide.image}
        priority={priority}
        decorative
        sizes="100vw"
        className="absolute inset-0 size-full object-cover object-right"
      />
      <div
        className="absolute inset-0 bg-gradient-to-r from-navy-950/95 via-navy-950/80 to-navy-950/20"
        aria-hidden="true"
      />
      <div className="relative z-10 container-page pt-12 pb-40 sm:pb-28">
        <div className="max-w-xl">
          <p className="mb-3 font-semibold text-accent-400">{slide.courseTitle}</p>
          <h2 className="text-4xl font-extrabold text-white sm:text-5xl">{slide.mainTitle}</h2>
          <p className="mt-5 text-lg text-ice-100">{slide.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href={heroSlidePath(slide)}
              // Hero slugs may have no course page (client's spec): prefetching them would log 404s.
              prefetch={false}
              className={buttonClasses('accent')}
            >
              Fale Conosco<span className="sr-only"> sobre {slide.courseTitle}</span>
            </Link>
            <IntentLink href="/contato" className={buttonClasses('outline-light')}>
              Fale Conosco<span className="sr-only"> pela página de contato</span>
            </IntentLink>
          </div>
        </div>
      </div>
    </>
  );
}
