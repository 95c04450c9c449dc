import { localityLine } from '@/lib/checkout/address-lines';
import type { Address } from '@/lib/contracts/checkout';

/** An address as the steps recap it, one line per part. */
export function AddressRecap({ address }: { address: Address }) {
  return (
    <address className="not-italic leading-relaxed">
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {localityLine(address)}
      <br />
      {address.country}
      <br />
      {address.phone}
    </address>
  );
}
