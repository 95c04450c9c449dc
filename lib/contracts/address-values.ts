// The address contract's plain values, apart from its schemas (address.ts), so a page that
// only reads an address carries no zod in its first load.
import type { CartShippingAddress, OwnShippingAddress } from './address';

/**
 * The shipments a cart addresses, each with its delivery service: the shopper's own ('me') and
 * a customs order's.
 */
export const shipmentIds = ['me', 'customs'] as const;
export type ShipmentId = (typeof shipmentIds)[number];

/** Where a shipping address comes from: the checkout form, or an express wallet / pickup point. */
export const shippingAddressContexts = [
  'PAYPAL_EXPRESS',
  'APPLE_PAY_EXPRESS',
  'COLLECTION',
] as const;
export type ShippingAddressContext = (typeof shippingAddressContexts)[number];

/** S: a shipping address; B: a billing address. */
export const approachTypes = ['S', 'B'] as const;
export type ApproachType = (typeof approachTypes)[number];

/** The fields every full address shares, in form order, with the longest value a call accepts. */
export const postalFieldLimits = {
  firstName: 200,
  lastName: 200,
  addressLine1: 200,
  addressLine2: 200,
  city: 200,
  province: 60,
  postalCode: 20,
} as const;
export type PostalField = keyof typeof postalFieldLimits;
export const postalFields = Object.keys(postalFieldLimits) as readonly PostalField[];

/** The postal fields of any address variant, e.g. to copy them into another. */
export function postalPartOf(address: Record<PostalField, string>): Record<PostalField, string> {
  return Object.fromEntries(postalFields.map((name) => [name, address[name]])) as Record<
    PostalField,
    string
  >;
}

/** Every field of the address form, in form order (address.ts's `addressFormValuesSchema`). */
export const addressFields = [...postalFields, 'country', 'email', 'phone'] as const;

/** The cart's own full shipping address: none while there is only an estimate or customs'. */
export function ownShippingAddressOf(
  address: CartShippingAddress | null,
): OwnShippingAddress | null {
  return address && 'firstName' in address ? address : null;
}
