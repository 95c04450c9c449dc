/**
 * Whether a postal code can belong to the chosen state or province, the check behind CHK320.
 * Canada: the first letter names the province (Canada Post's forward sortation areas).
 * US: the ZIP code's first digit names a group of states (the USPS national areas); APO/FPO
 * and territories are not served by this storefront.
 */
const canadianFirstLetter: Record<string, readonly string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

const usFirstDigit: Record<string, readonly string[]> = {
  '0': ['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'RI', 'VT'],
  '1': ['DE', 'NY', 'PA'],
  '2': ['DC', 'MD', 'NC', 'SC', 'VA', 'WV'],
  '3': ['AL', 'FL', 'GA', 'MS', 'TN'],
  '4': ['IN', 'KY', 'MI', 'OH'],
  '5': ['IA', 'MN', 'MT', 'ND', 'SD', 'WI'],
  '6': ['IL', 'KS', 'MO', 'NE'],
  '7': ['AR', 'LA', 'OK', 'TX'],
  '8': ['AZ', 'CO', 'ID', 'NM', 'NV', 'UT', 'WY'],
  '9': ['AK', 'CA', 'HI', 'OR', 'WA'],
};

export function postalCodeMatchesProvince(
  countryCode: string,
  postalCode: string,
  province: string,
): boolean {
  const first = postalCode.trim().charAt(0).toUpperCase();
  const code = province.trim().toUpperCase();
  if (countryCode === 'CA') return canadianFirstLetter[first]?.includes(code) ?? false;
  if (countryCode === 'US') return usFirstDigit[first]?.includes(code) ?? false;
  return true;
}
