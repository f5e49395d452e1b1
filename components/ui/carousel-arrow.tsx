import type { ReactNode } from 'react';
import { NEXT_ATTRIBUTE, PREVIOUS_ATTRIBUTE } from '@/lib/early/carousel/dom';
import { NEEDS_SCRIPT_ATTRIBUTE } from '@/lib/early/needs-script';

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  /** Its accessible name ("Curso anterior"). */
  label: string;
  /** Final classes, merged where the carousel is written. */
  className: string;
  icon: ReactNode;
  onClick: () => void;
}

/**
 * An arrow of a carousel: the early script (lib/early/carousel/) finds it by its attribute and moves the slides
 * before the framework; embla's `onClick` once it has arrived. Hidden without JavaScript (the slides scroll natively).
 */
function CarouselArrow({ direction, label, className, icon, onClick }: CarouselArrowProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      {...{ [direction === 'previous' ? PREVIOUS_ATTRIBUTE : NEXT_ATTRIBUTE]: '', [NEEDS_SCRIPT_ATTRIBUTE]: '' }}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

/** What each arrow of a pair is given: its accessible name, its icon and embla's move. */
type ArrowOfPair = Pick<CarouselArrowProps, 'label' | 'icon' | 'onClick'>;

/** A carousel's two arrows, previous then next, drawn alike. */
export function CarouselArrows({
  className,
  previous,
  next,
}: {
  className: string;
  previous: ArrowOfPair;
  next: ArrowOfPair;
}) {
  return (
    <>
      <CarouselArrow direction="previous" className={className} {...previous} />
      <CarouselArrow direction="next" className={className} {...next} />
    </>
  );
}
