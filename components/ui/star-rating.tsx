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
        <Icon icon={Star}
          key={index}
          aria-hidden="true"
          className={cn('size-5', index < rating ? 'fill-accent-400 text-accent-500' : 'fill-ice-100 text-ice-200')}
        />
      ))}
    </p>
  );
}
