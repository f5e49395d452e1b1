// A carousel of the early script for the tests in jsdom (lib/early/carousel/: carousel, autoplay and rest tests).

export const WIDTH = 300;

interface Scroll {
  left: number;
  behavior: string;
}

/**
 * A carousel as the components render it, with the layout jsdom lacks: the viewport shows `perView` slides of
 * WIDTH px, CSS `order` places them, and scrollTo moves at once (a smooth scroll lands where it was sent).
 */
export function carousel({ count = 5, perView = 1, autoplay = false } = {}) {
  document.body.innerHTML =
    `<section data-carousel ${autoplay ? 'data-autoplay-delay="5000"' : ''}>` +
    '<div data-carousel-viewport><div>' +
    Array.from({ length: count }, (_, index) => `<div>slide ${index}</div>`).join('') +
    '</div></div>' +
    '<button data-carousel-prev>prev</button><button data-carousel-next>next</button>' +
    (autoplay
      ? '<button data-carousel-toggle data-label-playing="Pausar" data-label-stopped="Reproduzir">t</button>'
      : '') +
    Array.from({ length: count }, (_, index) => `<button data-carousel-dot>${index}</button>`).join('') +
    '</section>';
  const section = document.querySelector('section') as HTMLElement;
  const viewport = section.querySelector('[data-carousel-viewport]') as HTMLElement;
  const slides = [...(viewport.firstElementChild as HTMLElement).children] as HTMLElement[];
  let left = 0;
  const scrolls: Scroll[] = [];
  Object.defineProperty(viewport, 'clientWidth', { value: WIDTH * perView });
  Object.defineProperty(viewport, 'scrollLeft', { get: () => left, set: (value: number) => (left = value) });
  // The scroll lands at once; its scroll events come a moment later, as in a browser.
  viewport.scrollTo = ((options: ScrollToOptions) => {
    left = options.left ?? left;
    scrolls.push({ left, behavior: options.behavior ?? 'auto' });
    setTimeout(() => {
      viewport.dispatchEvent(new Event('scroll'));
      viewport.dispatchEvent(new Event('scrollend'));
    }, 16);
  }) as typeof viewport.scrollTo;
  for (const slide of slides) slide.getBoundingClientRect = () => ({ width: WIDTH }) as DOMRect;
  /** The slides as the visitor sees them, left to right: their DOM index, in CSS order. */
  const visualOrder = () =>
    slides
      .map((slide, index) => ({ index, order: Number(slide.style.order || index) }))
      .sort((a, b) => a.order - b.order)
      .map(({ index }) => index);
  const shown = () => visualOrder().slice(Math.round(left / WIDTH), Math.round(left / WIDTH) + perView);
  const click = (selector: string, nth = 0) => (section.querySelectorAll(selector)[nth] as HTMLElement).click();
  return { section, viewport, slides, scrolls, shown, click, visualOrder };
}

/** The reader's reduced-motion setting, as window.matchMedia answers it. */
export function matchReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
  })) as unknown as typeof window.matchMedia;
}
