import { cn } from '@/lib/cn';
import type { FeatureCard } from '@/content/page-schemas';
import { FeatureIcon } from './feature-icon';

interface FeatureCardGridProps {
  cards: readonly FeatureCard[];
  /** Heading level of each card title, so the page outline stays correct. */
  headingLevel?: 'h2' | 'h3';
  columns?: 2 | 3 | 4;
}

const COLUMN_CLASSES = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function FeatureCardGrid({ cards, headingLevel = 'h3', columns = 3 }: FeatureCardGridProps) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-6', COLUMN_CLASSES[columns])}>
      {cards.map((card) => (
        <li key={card.id} className="rounded-card bg-white p-6 shadow-card ring-1 ring-ice-200">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-ice-100 text-brand-700">
            <FeatureIcon name={card.icon} className="size-6" />
          </span>
          <Heading className="mb-2 text-lg font-bold">{card.title}</Heading>
          <p className="text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
