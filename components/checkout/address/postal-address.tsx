'use client';

import { useLocale } from 'next-intl';
import { localityLine, type LocalityParts } from '@/lib/checkout/address-lines';
import { countryNameIn } from '@/lib/i18n/country-name';
import type { Locale } from '@/lib/i18n/locales';

export interface PostalAddressParts extends LocalityParts {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | null;
  /** The country's name in English, shown when the code has no name in the shopper's language. */
  country: string;
  countryCode: string;
  phone: string;
}

/**
 * An address as an envelope shows it, one line per part, the country named in the shopper's
 * language: checkout recaps, the address book. Rendered only in the browser, with the data.
 */
export function PostalAddress({ address }: { address: PostalAddressParts }) {
  const locale = useLocale() as Locale;
  const country = countryNameIn(locale, address.countryCode, address.country);
  return (
    <address className="not-italic leading-relaxed">
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {localityLine(address)}
      <br />
      {country}
      <br />
      {address.phone}
    </address>
  );
}
