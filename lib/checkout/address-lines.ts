/** The parts of an address its locality line is made of. */
export interface LocalityParts {
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
}

/**
 * The city line as each country's post writes it: "Springfield, IL 62701" in the US and
 * Canada, "London SW1A 1AA" in the UK, "75001 Paris" in France, Germany and Italy.
 */
export function localityLine({ city, province, postalCode, countryCode }: LocalityParts): string {
  switch (countryCode.toUpperCase()) {
    case 'US':
    case 'CA':
      return [city, [province, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    case 'GB':
      return [city, postalCode].filter(Boolean).join(' ');
    default:
      return [postalCode, city].filter(Boolean).join(' ');
  }
}
