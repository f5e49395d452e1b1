import { classConflicts } from './class-conflicts';

describe('classConflicts', () => {
  it('names each utility that a later one of its group overrides', () => {
    expect(classConflicts('inline-flex size-8 items-center size-9')).toEqual([{ dropped: 'size-8', kept: 'size-9' }]);
    expect(classConflicts('text-navy-900 border-transparent text-brand-700 border-brand-600')).toEqual([
      { dropped: 'text-navy-900', kept: 'text-brand-700' },
      { dropped: 'border-transparent', kept: 'border-brand-600' },
    ]);
    expect(classConflicts('flex hidden')).toEqual([{ dropped: 'flex', kept: 'hidden' }]);
  });

  it('accepts utilities of different groups, variants, repeats and classes Tailwind does not know', () => {
    expect(classConflicts('flex lg:hidden text-lg text-navy-900 rounded-card shadow-card')).toEqual([]);
    expect(classConflicts('px-4 px-4 container-page __variable_abc')).toEqual([]);
    expect(classConflicts('font-heading font-extrabold')).toEqual([]);
  });
});
