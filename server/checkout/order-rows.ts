import type { CartShippingAddress } from '@/lib/contracts/address';
import { toShippingMethod, type PricedBasket } from '../cart';
import type { OrderShipmentRecord, orderItems } from '../db/schema';

/**
 * The order's copy of the priced basket. orders.totals and every amount below are minor
 * units (integers); replies convert them once (docs/checkout.md).
 */
export function orderTotals(priced: PricedBasket): Record<string, number> {
  const { totals } = priced;
  return {
    itemSubTotal: totals.itemSubTotal,
    itemTotal: totals.itemTotal,
    totalDiscount: totals.totalDiscount,
    shipping: totals.shipping,
    tax: totals.tax,
    taxIncluded: totals.taxIncluded ? 1 : 0,
    taxEstimated: priced.tax.rate.estimated ? 1 : 0,
    total: totals.total,
    appliedRewards: totals.appliedRewards,
    remainingToPay: totals.remainingToPay,
  };
}

export function orderItemRows(
  priced: PricedBasket,
  orderNumber: string,
): (typeof orderItems.$inferInsert)[] {
  return priced.lines
    .filter((line) => line.available)
    .map((line) => ({
      orderNumber,
      productId: line.facts.productId,
      variantId: line.facts.variantId,
      name: line.facts.name,
      qty: line.facts.qty,
      unitPriceMinor: line.unitCurrentMinor,
      rowTotalMinor: line.totalMinor,
      shippingMethod: line.facts.fulfilment,
      storeId: line.facts.storeId,
      giftOption: line.facts.giftOption,
    }));
}

/** Home shipments in use, then one per pickup store. */
export function orderShipments(
  priced: PricedBasket,
  shippingAddress: CartShippingAddress | null,
): OrderShipmentRecord[] {
  const home = priced.shipments
    .filter((shipment) => shipment.inUse)
    .map((shipment): OrderShipmentRecord => {
      const method = toShippingMethod(shipment.selected, priced.locale);
      const address =
        shipment.shippingId === 'customs'
          ? (shippingAddress?.customs ?? shippingAddress)
          : shippingAddress;
      return {
        shipmentId: shipment.shippingId,
        shippingMethod: {
          code: method.code,
          label: method.label,
          priceMinor: shipment.selected.priceMinor,
        },
        storeId: null,
        address: address ?? null,
      };
    });
  const stores = new Map<string, string>();
  for (const line of priced.lines) {
    if (
      line.facts.fulfilment !== 'standard' &&
      line.facts.fulfilment !== 'customs' &&
      line.facts.storeId
    ) {
      stores.set(line.facts.storeId, line.facts.fulfilment);
    }
  }
  const pickups = [...stores.entries()].map(([storeId, code]): OrderShipmentRecord => ({
    shipmentId: `store-${storeId}`,
    shippingMethod: { code, label: code, priceMinor: 0 },
    storeId,
    address: null,
  }));
  return [...home, ...pickups];
}

export function orderPromoSummary(priced: PricedBasket): Record<string, unknown>[] {
  return priced.promotions.map((promotion) => ({
    level: promotion.level,
    promotionId: promotion.promotionId,
    promotionName: promotion.name,
    calloutMessage: promotion.calloutMessage,
    amountMinor: promotion.amountMinor,
    couponCode: promotion.couponCode,
  }));
}
