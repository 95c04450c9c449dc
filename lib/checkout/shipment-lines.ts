import type { Address } from '../contracts/address';
import type { OrderShipment } from '../contracts/checkout';
import { countryNameIn } from '../i18n/country-name';
import type { Locale } from '../i18n/locales';
import { localityLine } from './address-lines';

/**
 * Where a shipment goes, as lines to print: the store's name and address for store methods,
 * else the recipient and the shipping address, the country in the shopper's language. The
 * confirmation page and email both use it.
 */
export function shipmentDestinationLines(shipment: OrderShipment, locale: Locale): string[] {
  if (shipment.store) {
    const { name, addressLine1 } = shipment.store;
    return [name, addressLine1, localityLine(shipment.store)];
  }
  return shipment.address ? postalAddressLines(shipment.address, locale) : [];
}

/** A person's postal address as lines to print, the country in the reader's language. */
export function postalAddressLines(address: Address, locale: Locale): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.addressLine1,
    address.addressLine2,
    localityLine(address),
    countryNameIn(locale, address.countryCode, address.country),
  ].filter((line) => line.trim() !== '');
}
