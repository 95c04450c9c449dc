import { describe, expect, it } from 'vitest';
import { isKnownDialCode } from './dial-codes';

describe('isKnownDialCode', () => {
  it('knows the codes of the embedded country list', () => {
    for (const code of ['1', '44', '33', '49', '39', '376'])
      expect(isKnownDialCode(code)).toBe(true);
  });

  it('refuses codes no country uses', () => {
    expect(isKnownDialCode('999')).toBe(false);
    expect(isKnownDialCode('')).toBe(false);
  });
});
