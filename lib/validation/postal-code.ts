import type { FieldRules } from './field-rules';

type PostalCodeRules = Omit<FieldRules, 'required'>;

const fiveDigits: PostalCodeRules = {
  minLength: 5,
  maxLength: 5,
  pattern: { regex: /^\d{5}$/, hint: '12345' },
};

/**
 * The storefront countries' postal codes, standing in for the server's per-country rules
 * until it sends its own. Letters may be typed in either case.
 */
const postalCodeRules: Readonly<Record<string, PostalCodeRules>> = {
  // ZIP or ZIP+4.
  US: { pattern: { regex: /^\d{5}(-\d{4})?$/, hint: '12345 / 12345-6789' } },
  // A1A 1A1; D, F, I, O, Q and U are never used, and W and Z never lead.
  CA: {
    pattern: {
      regex: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
      hint: 'A1A 1A1',
    },
  },
  // Outward code (area, district, optional sub-district letter), then inward code.
  GB: {
    maxLength: 8,
    pattern: {
      regex:
        /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i,
      hint: 'SW1A 1AA',
    },
  },
  FR: fiveDigits,
  DE: fiveDigits,
  IT: fiveDigits,
};

/** A country's postal-code format, none for countries the storefront does not ship to. */
export function postalCodeRulesFor(country: string): PostalCodeRules {
  return postalCodeRules[country.toUpperCase()] ?? {};
}
