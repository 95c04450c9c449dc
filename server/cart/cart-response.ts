import {
  flashTypes,
  type Cart,
  type CartItem,
  type SavedItem,
  type ShippingMethod,
} from '@/lib/contracts/cart';
import type { TillSale } from '@/lib/contracts/till';
import { toMajor } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { productPath } from '@/lib/routes';
import type { StoredFlash } from '../db/schema';
import { METHOD_DAYS, deliveryTimeText, serviceLabel } from './delivery-copy';
import type { DeliveryService } from './delivery-services';
import { summaryOfPricedBasket } from './order-summary';
import { approachingPromotions } from './promotions/approaching';
import type { PricedBasket, PricedLine, PricedShipment } from './price-basket';

/** A delivery option as the page shows it; `discountMinor` is what promotions take off. */
export function toShippingMethod(
  service: Pick<DeliveryService, 'priceMinor' | 'earliestDays' | 'latestDays'> & { code: string },
  locale: Locale,
  discountMinor = 0,
): ShippingMethod {
  return {
    code: service.code,
    label: serviceLabel(service.code, locale),
    price: {
      amount: toMajor(service.priceMinor),
      finalAmount: toMajor(Math.max(0, service.priceMinor - discountMinor)),
    },
    deliveryTime: deliveryTimeText(service.earliestDays, service.latestDays, locale),
    earliestDays: service.earliestDays,
  };
}

function lineShippingMethod(
  line: PricedLine,
  shipments: PricedShipment[],
  locale: Locale,
): ShippingMethod | null {
  const method = line.facts.fulfilment;
  if (method === 'standard' || method === 'customs') {
    const shipment = shipments.find(
      (s) => s.shippingId === (method === 'standard' ? 'me' : 'customs'),
    );
    return shipment ? toShippingMethod(shipment.selected, locale) : null;
  }
  const [earliestDays, latestDays] = METHOD_DAYS[method];
  return toShippingMethod({ code: method, priceMinor: 0, earliestDays, latestDays }, locale);
}

function toCartItem(line: PricedLine, priced: PricedBasket, flash: StoredFlash[]): CartItem {
  const { facts } = line;
  const { locale } = priced;
  const perUnit = (minor: number) => toMajor(Math.round(minor / facts.qty));
  return {
    id: facts.id,
    productId: facts.variantId,
    masterId: facts.productId,
    upc: facts.upc,
    recipeId: facts.recipeId,
    storeId: facts.storeId,
    qty: facts.qty,
    maxQty: line.maxQty,
    name: facts.name,
    slug: facts.slug,
    pdpUrl: productPath(locale, facts.slug, facts.productId),
    productImageURL: facts.image,
    color: { code: facts.colorCode, label: facts.colorLabel },
    size: facts.size,
    price: {
      current: toMajor(line.unitCurrentMinor),
      original: toMajor(line.unitOriginalMinor),
      rowTotal: toMajor(line.rowTotalMinor),
      amount: toMajor(line.totalMinor),
      priceAfterItemDiscount: perUnit(line.rowTotalMinor - line.itemDiscountMinor),
      priceAfterOrderDiscount: perUnit(line.totalMinor),
    },
    isMarkdown: line.unitCurrentMinor < line.unitOriginalMinor,
    taxTotal: toMajor(line.taxMinor),
    bonus: facts.isBonus,
    isCustoms: facts.fulfilment === 'customs',
    isDigitalProduct: facts.isDigital,
    // The flash types about this line in this reply, so the page can show them on the item.
    customerNotifications: flash
      .filter((entry) => entry.itemId === facts.id)
      .map((entry) => entry.type),
    precreatedCustomsCode: facts.precreatedCustomsCode,
    shippingOptions: {
      selected: facts.fulfilment,
      available: line.availableMethods,
      shippingMethod: lineShippingMethod(line, priced.shipments, locale),
      storeInfo: line.store ? { id: line.store.id, name: line.store.name } : null,
    },
    giftOption: facts.giftOption,
    available: line.available,
    error: line.error,
  };
}

/**
 * Only what a payment stored under `data.display` (strings, e.g. the last four digits) reaches
 * the page; the rest of a payment's data stays on the server.
 */
function displayOf(data: Record<string, unknown>): Record<string, string> {
  const display = data.display;
  if (typeof display !== 'object' || display === null) return {};
  return Object.fromEntries(
    Object.entries(display).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export interface CartExtras {
  /** The flash to show with this reply (shown once, then cleared). */
  flash: StoredFlash[];
  saveForLater: { saveForLaterId: string; items: SavedItem[] } | null;
  tillSale: TillSale;
}

/** The wire Cart: every amount converted once from minor to major units. */
export function toCartResponse(priced: PricedBasket, extras: CartExtras): Cart {
  const { basket, totals, currency, locale } = priced;
  const shippingDiscount = totals.shippingDiscount;
  return {
    basketId: basket.id,
    currency,
    totalItems: totals.totalUnits,
    items: priced.lines.map((line) => toCartItem(line, priced, extras.flash)),
    totals: {
      currency,
      total: toMajor(totals.total),
      totalDiscount: toMajor(totals.totalDiscount),
      itemTotal: toMajor(totals.itemTotal),
      itemSubTotal: toMajor(totals.itemSubTotal),
      totalWithoutTax: toMajor(totals.totalWithoutTax),
      netAmount: toMajor(totals.totalWithoutTax),
      shipping: toMajor(totals.shipping),
      tax: toMajor(totals.tax),
      taxAmount: toMajor(totals.tax),
      taxIncluded: totals.taxIncluded,
      totalDiscountPercentage: totals.totalDiscountPercentage,
      remainingToPay: toMajor(totals.remainingToPay),
      totalUnits: totals.totalUnits,
      appliedRewards: toMajor(totals.appliedRewards),
    },
    couponItems: priced.coupons.map((coupon) => ({
      code: coupon.code,
      promotionId: coupon.promotionId ?? '',
      calloutMessage: coupon.calloutMessage,
      applied: coupon.applied,
    })),
    promoSummary: priced.promotions.map((promotion) => ({
      level: promotion.level,
      promotionId: promotion.promotionId,
      promotionName: promotion.name,
      calloutMessage: promotion.calloutMessage,
      amount: toMajor(promotion.amountMinor),
      couponCode: promotion.couponCode,
    })),
    approachingPromotions: approachingPromotions(priced.thresholds, currency, locale),
    flash: extras.flash,
    shippingMethods: priced.shipments.map((shipment) => ({
      shippingId: shipment.shippingId,
      selected: toShippingMethod(
        shipment.selected,
        locale,
        shipment.inUse && shipment.shippingId === 'me' ? shippingDiscount : 0,
      ),
      applicableShippingMethods: shipment.services.map((service) =>
        toShippingMethod(service, locale),
      ),
    })),
    shippingAddress: basket.shippingAddress ?? null,
    billingAddress: basket.billingAddress ?? null,
    payment_instruments: basket.paymentInstruments.map((payment) => ({
      payment_instrument_id: payment.id,
      payment_method_id: payment.methodId,
      amount: toMajor(payment.amountMinor),
      display: displayOf(payment.data),
    })),
    priceAdjustments: basket.priceAdjustments.map((adjustment) => ({
      adjustmentId: adjustment.id,
      itemId: adjustment.itemId,
      amount: toMajor(adjustment.amountMinor),
      reason: adjustment.reason,
      adjustedBy: { storeId: adjustment.storeId, employeeId: adjustment.employeeId },
      adjustedAt: adjustment.adjustedAt,
    })),
    tillSale: extras.tillSale,
    saveForLater: extras.saveForLater,
    isMerged: extras.flash.some((entry) => entry.type === flashTypes.basketMerged),
    version: basket.version,
    summary: summaryOfPricedBasket(priced),
  };
}
