import { describe, expect, it } from 'vitest';
import { fieldRulesValidator } from './field-rules';
import { postalCodeRulesFor } from './postal-code';

const check = (country: string, value: string) =>
  fieldRulesValidator({ required: true, ...postalCodeRulesFor(country) })(value);

describe('postalCodeRulesFor', () => {
  it('takes a US ZIP or ZIP+4', () => {
    expect(check('US', '90210')).toBeNull();
    expect(check('US', '90210-1234')).toBeNull();
    expect(check('US', '9021')).toEqual({
      key: 'pattern',
      values: { pattern: '12345 / 12345-6789' },
    });
    expect(check('US', '90210-12')?.key).toBe('pattern');
  });

  it('takes a Canadian A1A 1A1, with or without the space, in any case', () => {
    expect(check('CA', 'K1A 0B1')).toBeNull();
    expect(check('CA', 'k1a0b1')).toBeNull();
    expect(check('CA', 'D1A 0B1')).toEqual({ key: 'pattern', values: { pattern: 'A1A 1A1' } });
    expect(check('CA', '12345')?.key).toBe('pattern');
  });

  it('takes the UK postcode forms', () => {
    for (const code of [
      'SW1A 1AA',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'W1A 0AX',
      'ec1a1bb',
    ]) {
      expect(check('GB', code)).toBeNull();
    }
    expect(check('GB', 'QA1 1AA')).toEqual({ key: 'pattern', values: { pattern: 'SW1A 1AA' } });
    expect(check('GB', 'SW1A 1AAA')?.key).toBe('maxLength');
  });

  it('needs exactly five digits in France, Germany and Italy', () => {
    for (const country of ['FR', 'DE', 'IT']) {
      expect(check(country, '75001')).toBeNull();
      expect(check(country, '7500')).toEqual({ key: 'exactLength', values: { length: 5 } });
      expect(check(country, '7500A')).toEqual({ key: 'pattern', values: { pattern: '12345' } });
    }
  });

  it('reads the code in any case and has no format for other countries', () => {
    expect(postalCodeRulesFor('fr')).toEqual(postalCodeRulesFor('FR'));
    expect(postalCodeRulesFor('ES')).toEqual({});
  });
});
