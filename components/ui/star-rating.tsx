import { Star } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

export const STAR_SCALE = 5;

interface StarRatingProps {
  rating: number;
}

export function StarRating({ rating }: StarRatingProps) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Avaliação: ${rating} de ${STAR_SCALE} estrelas`}>
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <Icon
          icon={Star}
          key={index}
          aria-hidden="true"
          className={cn(
            // In forced colours, kept apart by the theme's own colours: a filled star in its text colour, an empty one
            // hollow.
            'size-5 forced-colors:forced-color-adjust-none',
            index < rating
              ? 'fill-accent-400 text-accent-500 forced-colors:fill-[CanvasText] forced-colors:text-[CanvasText]'
              : 'fill-ice-100 text-ice-200 forced-colors:fill-[Canvas] forced-colors:text-[CanvasText]',
          )}
        />
      ))}
    </p>
  );
}
