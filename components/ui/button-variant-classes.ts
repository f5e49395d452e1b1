export const BUTTON_VARIANTS = ['primary', 'accent', 'outline', 'outline-light', 'ghost'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

const BASE_CLASSES =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  accent: 'bg-accent-400 text-navy-900 hover:bg-accent-500',
  outline: 'border-2 border-brand-600 text-brand-700 hover:bg-ice-100',
  'outline-light': 'border-2 border-white text-white hover:bg-white/10',
  ghost: 'text-brand-700 hover:bg-ice-100',
};

/**
 * The classes of a button of one variant, with nothing added: what buttonClasses(variant) returns, joined
 * without tailwind-merge, because the base and no variant share a utility group (button-variant-classes.test.ts
 * checks it). Client components use this one, so tailwind-merge stays out of the browser.
 */
export function buttonVariantClasses(variant: ButtonVariant = 'primary'): string {
  return `${BASE_CLASSES} ${VARIANT_CLASSES[variant]}`;
}
