import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide';
import { heroSlides } from '@/content/hero-slides';
import { HeroCarousel } from './hero-carousel';
import { HeroSlideContent } from './hero-slide-content';
import { Icon } from '@/components/ui/icon';

/**
 * The home page's hero. Each slide's content and the controls' icons are rendered here, on the server, and handed
 * to the carousel (a client component), so its script carries neither the image code nor the icons.
 */
export function Hero() {
  const slides = heroSlides.map((slide, index) => ({
    slug: slide.slug,
    courseTitle: slide.courseTitle,
    content: <HeroSlideContent slide={slide} priority={index === 0} />,
  }));
  return (
    <HeroCarousel
      slides={slides}
      previousIcon={<Icon icon={ChevronLeft} className="size-5" />}
      nextIcon={<Icon icon={ChevronRight} className="size-5" />}
      pauseIcon={<Icon icon={Pause} className="size-5" />}
      playIcon={<Icon icon={Play} className="size-5" />}
    />
  );
}
