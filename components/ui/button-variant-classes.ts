export const BUTTON_VARIANTS = ['primary', 'accent', 'outline', 'outline-light', 'ghost'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

const BASE_CLASSES =
  'forced-edge inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The final classes of the two looks client components use, one constant each: a client chunk takes only the
 * strings it needs, not the table of every look (nor tailwind-merge).
 */
export const PRIMARY_BUTTON_CLASSES = `${BASE_CLASSES} bg-brand-600 text-white hover:bg-brand-700`;
export const OUTLINE_BUTTON_CLASSES = `${BASE_CLASSES} border-2 border-brand-600 text-brand-700 hover:bg-ice-100`;

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: PRIMARY_BUTTON_CLASSES,
  accent: `${BASE_CLASSES} bg-accent-400 text-navy-900 hover:bg-accent-500`,
  outline: OUTLINE_BUTTON_CLASSES,
  'outline-light': `${BASE_CLASSES} border-2 border-white text-white hover:bg-white/10`,
  ghost: `${BASE_CLASSES} text-brand-700 hover:bg-ice-100`,
};

/**
 * The classes of a button of one variant, with nothing added: what buttonClasses(variant) returns, joined
 * without tailwind-merge, because the base and no variant share a utility group (button-variant-classes.test.ts
 * checks it).
 */
export function buttonVariantClasses(variant: ButtonVariant = 'primary'): string {
  return VARIANT_CLASSES[variant];
}
