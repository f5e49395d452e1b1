import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'outline-light' | 'ghost';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  accent: 'bg-accent-400 text-navy-900 hover:bg-accent-500',
  outline: 'border-2 border-brand-600 text-brand-700 hover:bg-ice-100',
  'outline-light': 'border-2 border-white text-white hover:bg-white/10',
  ghost: 'text-brand-700 hover:bg-ice-100',
};

/** One look for every button and button-like link. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    className,
  );
}
