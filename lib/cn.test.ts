import { cn } from './cn';

describe('cn', () => {
  it('keeps the last utility of a group, as written', () => {
    // Written out of Tailwind's order on purpose: what is asserted is the order cn() keeps, not the plugin's.
    // prettier-ignore
    expect(cn('text-navy-900 border-transparent', 'text-brand-700 border-brand-600')).toBe('text-brand-700 border-brand-600');
    expect(cn('size-8', 'size-9')).toBe('size-9');
    expect(cn('flex', 'hidden')).toBe('hidden');
    expect(cn('px-5', 'px-6')).toBe('px-6');
    expect(cn('text-base', 'text-lg')).toBe('text-lg');
  });

  it('knows the theme tokens of app/globals.css', () => {
    expect(cn('rounded-card', 'rounded-full')).toBe('rounded-full');
    expect(cn('shadow-card', 'shadow-none')).toBe('shadow-none');
    expect(cn('text-lg', 'text-navy-900')).toBe('text-lg text-navy-900');
  });

  it('drops false, null and undefined parts', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false })).toBe('a b');
  });
});
