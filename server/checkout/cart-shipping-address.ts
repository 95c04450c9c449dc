import {
  ownShippingAddressOf,
  type Address,
  type CollectionContact,
  type CartShippingAddress,
  type EstimateAddress,
  type ShipmentId,
  type ShippingAddressContext,
} from '@/lib/contracts/address';

/**
 * The changes a cart's shipping address goes through (lib/contracts/address.ts,
 * `cartShippingAddressSchema`): each keeps the other shipment's address as it was.
 */

/** Apple Pay's redacted contact stands in for the cart's own address until the full one comes. */
export function withEstimate(
  current: CartShippingAddress | null,
  estimate: EstimateAddress,
  context: ShippingAddressContext | undefined,
): CartShippingAddress {
  const { customs, collection } = current ?? {};
  return {
    ...estimate,
    shippingId: 'me',
    context,
    ...(customs ? { customs } : {}),
    ...(collection ? { collection } : {}),
  };
}

/**
 * The cart's own address, replacing an estimate entirely; a context not given again (the
 * checkout form sends none) stays what it was.
 */
export function withOwnAddress(
  current: CartShippingAddress | null,
  address: Address,
  context: ShippingAddressContext | undefined,
): CartShippingAddress {
  const kept = ownShippingAddressOf(current) ?? {
    context: current && 'shippingId' in current ? current.context : undefined,
    customs: current?.customs,
    collection: current?.collection,
  };
  return { ...kept, ...address, shippingId: 'me', ...(context ? { context } : {}) };
}

export function withCustomsAddress(
  current: CartShippingAddress | null,
  address: Address,
): CartShippingAddress {
  return { ...current, customs: { ...address, shippingId: 'customs' } };
}

/** Who collects the store and collection-point lines, beside whatever address the cart has. */
export function withCollectionContact(
  current: CartShippingAddress | null,
  collection: CollectionContact,
): CartShippingAddress {
  return { ...current, collection };
}

/**
 * Removing the own address keeps the customs one and the collection contact; removing the
 * customs one keeps the rest.
 */
export function withoutShipment(
  current: CartShippingAddress | null,
  shippingId: ShipmentId,
): CartShippingAddress | null {
  if (shippingId === 'customs' && current) {
    const { customs: _customs, ...rest } = current;
    return rest;
  }
  const { customs, collection } = current ?? {};
  return customs || collection
    ? { ...(customs ? { customs } : {}), ...(collection ? { collection } : {}) }
    : null;
}
