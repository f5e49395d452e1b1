import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge knows Tailwind's default scales; the theme of app/globals.css adds a radius and a shadow named
 * `card`, which it must also recognise as a radius and a shadow so that `rounded-card rounded-full` resolves.
 */
const mergeClasses = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['card'],
      shadow: ['card'],
    },
  },
});

/**
 * The one way to build a class list: conditional parts through clsx, then tailwind-merge keeps only the last
 * utility of each group, as the author of the list meant (Tailwind itself applies whichever comes later in the
 * stylesheet, not in the attribute).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
