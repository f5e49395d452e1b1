/** @jest-environment node */
import { dealOut } from './workers';

describe('the pages dealt out to the workers', () => {
  it('in turn, every page once, never more workers than pages', () => {
    expect(dealOut(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(dealOut(['a'], 4)).toEqual([['a']]);
  });
});
