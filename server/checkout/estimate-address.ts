import type { EstimateAddress, ParsedAddressInput } from '@/lib/contracts/address';
import {
  addressFormFor,
  isShippingCountry,
  type ShippingCountry,
} from '@/lib/address/form-definitions';
import { applyTransforms } from '@/lib/address/transforms';
import { APPLE_PAY_CITY_MAX_LENGTH } from '@/lib/checkout/apple-pay-contacts';
import { findCountry } from '@/lib/countries';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { addressFieldError, countryCodeOf } from './addresses';
import { postalCodeMatchesProvince } from './postal-province';

/**
 * What Apple Pay shares of the shipping contact before the shopper pays: Canada and the UK
 * give only the first part of the postal code (forward sortation area, outward code), the
 * others the whole code.
 */
const estimatePostalCodes: Record<ShippingCountry, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]( ?\d[ABCEGHJ-NPRSTV-Z]\d)?$/i,
  GB: /^(GIR|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)( ?\d[ABD-HJLNP-UW-Z]{2})?$/i,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
};

/**
 * Checks Apple Pay's redacted contact: the country must be the store's (PAY401), the city at
 * most 50 characters, and the postal code and province hold to the country's form where it has
 * rules (CHK380, CHK320 when they do not belong together).
 */
export function requireEstimateAddress(input: ParsedAddressInput, locale: Locale): EstimateAddress {
  const countryCode = countryCodeOf(input);
  if (countryCode !== countryOf(locale).toUpperCase() || !isShippingCountry(countryCode)) {
    throw addressFieldError('PAY401', 'shipping', 'country', 'required');
  }
  const form = addressFormFor(countryCode, locale);
  const rules = (name: string) => form.fields.find((field) => field.name === name);
  const city = applyTransforms(input.city, ['trim', 'collapseWhitespace']);
  if (city.length > APPLE_PAY_CITY_MAX_LENGTH) {
    throw addressFieldError('CHK380', 'shipping', 'city', 'maxLength');
  }
  const postalRules = rules('postalCode');
  const postalCode = applyTransforms(input.postalCode, postalRules?.transforms ?? ['trim']);
  if (
    postalCode === '' ? postalRules?.required : !estimatePostalCodes[countryCode].test(postalCode)
  ) {
    throw addressFieldError(
      'CHK380',
      'shipping',
      'postalCode',
      postalCode ? 'pattern' : 'required',
    );
  }
  const provinceRules = rules('province');
  const province = provinceCodeOf(input.province, provinceRules?.options);
  if (
    provinceRules?.options &&
    (province === null || (province === '' && provinceRules.required))
  ) {
    throw addressFieldError('CHK380', 'shipping', 'province', 'required');
  }
  if (province && postalCode && !postalCodeMatchesProvince(countryCode, postalCode, province)) {
    throw addressFieldError('CHK320', 'shipping', 'postalCode', 'pattern');
  }
  return {
    countryCode,
    country: findCountry(countryCode)?.name ?? countryCode,
    province: province ?? '',
    postalCode,
    city,
    partial: true,
  };
}

/**
 * Apple Pay names a state by its code on most devices and by its name on some; both are
 * accepted where the form lists provinces. Null: not one of them.
 */
function provinceCodeOf(
  value: string,
  options: readonly { code: string; name: string }[] | undefined,
): string | null {
  const text = value.trim();
  if (!options || text === '') return applyTransforms(text, ['collapseWhitespace']);
  const match = options.find(
    (option) =>
      option.code.toUpperCase() === text.toUpperCase() ||
      option.name.toLowerCase() === text.toLowerCase(),
  );
  return match ? match.code : null;
}
