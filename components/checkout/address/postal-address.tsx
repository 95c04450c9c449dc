import { localityLine, type LocalityParts } from '@/lib/checkout/address-lines';

export interface PostalAddressParts extends LocalityParts {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | null;
  country: string;
  phone: string;
}

/** An address as an envelope shows it, one line per part: checkout recaps, the address book. */
export function PostalAddress({ address }: { address: PostalAddressParts }) {
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
