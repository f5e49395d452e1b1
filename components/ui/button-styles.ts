import { cn } from '@/lib/cn';
import { buttonVariantClasses, type ButtonVariant } from './button-variant-classes';

/**
 * One look for every button and button-like link; `className` is merged over it (cn), so it may override the
 * look's utilities. It pulls tailwind-merge in: client components use buttonVariantClasses() or take the final
 * string from a server component.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(buttonVariantClasses(variant), className);
}
