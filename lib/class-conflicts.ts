import { cn } from './cn';

/** Two utilities of one class attribute where Tailwind can apply only one (e.g. `px-5` and `px-6`). */
export interface ClassConflict {
  /** The utility cn() drops. */
  dropped: string;
  /** The later utility of the same group that cn() keeps instead. */
  kept: string;
}

/**
 * The conflicting pairs of a class attribute, as tailwind-merge (through cn()) sees them: every utility it would
 * drop, with the one that overrides it. A repeated identical class is not a conflict (it changes nothing).
 */
export function classConflicts(classAttribute: string): ClassConflict[] {
  const classes = [...new Set(classAttribute.split(/\s+/).filter(Boolean))];
  const kept = new Set(cn(classes).split(' '));
  return classes
    .filter((name) => !kept.has(name))
    .map((dropped) => ({
      dropped,
      // The overriding utility is the one that removes `dropped` when the two are merged on their own.
      kept: classes.find((other) => other !== dropped && kept.has(other) && cn(dropped, other) === other) ?? '?',
    }));
}
