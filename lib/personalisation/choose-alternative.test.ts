import { describe, expect, it } from 'vitest';
import { chooseSegment, chooseVariant } from './choose-alternative';

describe('chooseSegment', () => {
  const segments = ['loyalty-member', 'logged-in'];

  it('picks the first segment in the block whose audience matched, whatever the match order', () => {
    expect(chooseSegment(segments, ['logged-in', 'loyalty-member'], [])).toBe('loyalty-member');
    expect(chooseSegment(segments, ['logged-in'], [])).toBe('logged-in');
  });

  it('falls back to the baseline when no segment matched', () => {
    expect(chooseSegment(segments, ['logged-out'], [])).toBeNull();
  });

  it('lets a test-forced segment win over the audiences', () => {
    expect(chooseSegment(segments, ['loyalty-member'], ['logged-in'])).toBe('logged-in');
  });

  it('ignores forced ids the block does not have', () => {
    expect(chooseSegment(segments, [], ['employee'])).toBeNull();
  });
});

describe('chooseVariant', () => {
  const variants = ['members-copy', 'sale-copy'];

  it('shows the baseline until the decision names a variant', () => {
    expect(chooseVariant(variants, null, [])).toBeNull();
    expect(chooseVariant(variants, 'sale-copy', [])).toBe('sale-copy');
  });

  it('ignores a decided variant the block does not have', () => {
    expect(chooseVariant(variants, 'retired', [])).toBeNull();
  });

  it('lets a test-forced variant win over the decision', () => {
    expect(chooseVariant(variants, 'sale-copy', ['members-copy'])).toBe('members-copy');
  });
});
