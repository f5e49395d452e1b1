import { buttonClasses } from './button-styles';
import { BUTTON_VARIANTS, buttonVariantClasses } from './button-variant-classes';

describe('buttonVariantClasses', () => {
  it.each(BUTTON_VARIANTS)('gives the classes buttonClasses("%s") merges, without merging', (variant) => {
    expect(buttonVariantClasses(variant)).toBe(buttonClasses(variant));
  });

  it('is the primary look by default, like buttonClasses()', () => {
    expect(buttonVariantClasses()).toBe(buttonClasses());
  });
});
