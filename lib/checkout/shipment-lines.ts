import type { OrderShipment } from '../contracts/checkout';
import { localityLine } from './address-lines';

/**
 * Where a shipment goes, as lines to print: the store's name and address for store methods,
 * else the recipient and the shipping address. The confirmation page and email both use it.
 */
export function shipmentDestinationLines(shipment: OrderShipment): string[] {
  if (shipment.store) {
    const { name, addressLine1 } = shipment.store;
    return [name, addressLine1, localityLine(shipment.store)];
  }
  const address = shipment.address;
  if (!address) return [];
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.addressLine1,
    address.addressLine2,
    localityLine(address),
    address.country,
  ].filter((line) => line.trim() !== '');
}
