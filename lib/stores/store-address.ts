import type { StoreDetails } from '@/lib/contracts/stores';
import { countryNameIn } from '@/lib/i18n/country-name';
import type { Locale } from '@/lib/i18n/locales';

/** The city line as the country writes it: "New York, NY 10036", "London W1C 1DE", "75001 Paris". */
export function cityLine({ countryCode, city, province, postalCode }: StoreDetails): string {
  switch (countryCode) {
    case 'US':
    case 'CA':
      return `${city}, ${[province, postalCode].filter(Boolean).join(' ')}`;
    case 'GB':
      return `${city} ${postalCode}`;
    default:
      return `${postalCode} ${city}`;
  }
}

/** The store's postal address as one line ("512 Fifth Avenue, New York, NY 10036, United States"). */
export function storeAddressLine(store: StoreDetails, locale: Locale): string {
  const city = cityLine(store);
  return [store.addressLine1, city, countryNameIn(locale, store.countryCode, store.countryCode)]
    .filter(Boolean)
    .join(', ');
}
