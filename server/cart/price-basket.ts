import { eq, sql } from 'drizzle-orm';
import type { ShipmentId } from '@/lib/contracts/address';
import { flashTypes, type FulfilmentCode } from '@/lib/contracts/cart';
import { countryOf, type Currency, type Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { boundAsGiven, jsonText, reusableQuery } from '../db/reusable-query';
import { type BasketRow, baskets, type StoredFlash } from '../db/schema';
import type { ShopperSubject } from '../auth/subject';
import { memberFreeShipping } from '../loyalty/member-free-shipping';
import { deliveryAddressOf } from './delivery-address';
import { applicableServices, chooseService, type DeliveryService } from './delivery-services';
import { availableMethods, stockForMethod } from './fulfilment';
import { syncGiftLines } from './gift-sync';
import { collectionPointsOffered } from '../stores/collection-points/configuration';
import { allowedQuantity, unavailability } from './item-rules';
import { isAlwaysAvailable, type LineFacts, type StoreFacts } from './line-facts';
import { findBasket } from './basket-placement';
import { basketLocale, loadLineFacts, loadStores } from './line-store';
import { evaluatePromotions } from './promotions/engine';
import {
  loadActivePromotions,
  type ActivePromotions,
  type CouponStatus,
} from './promotions/promotion-store';
import { redeemerOf } from './promotions/redeemer';
import type { AppliedPromotion, PromotionOutcome, ThresholdProgress } from './promotions/types';
import { reconcileLines, type StoreLookup } from './stock-check';
import { computeTax, type TaxResult } from './tax';
import {
  adjustableMinor,
  applyPriceAdjustments,
  computeTotals,
  type LineMoney,
  type MinorTotals,
} from './totals';

export interface PricingOptions {
  now: Date;
  /** The shopper the basket belongs to (coupon limits are per shopper). */
  subject: ShopperSubject;
  /** A store to fall back to for pickup when home delivery runs out. */
  favStoreId?: string | null;
  /** Hold lines to stock (reduce, remove, flag) and report it as flash. */
  checkInventory: boolean;
}

export interface PricedLine {
  facts: LineFacts;
  store: StoreFacts | null;
  availableMethods: FulfilmentCode[];
  available: boolean;
  error: { errorId: string; message: string } | null;
  /** Most units the shopper may have: product maximum and stock. */
  maxQty: number;
  unitOriginalMinor: number;
  unitCurrentMinor: number;
  rowTotalMinor: number;
  itemDiscountMinor: number;
  orderDiscountMinor: number;
  /** What the line costs after every discount. */
  totalMinor: number;
  /** What price adjustments may take from it: its cost after promotions (0 for gift cards). */
  adjustableMinor: number;
  taxMinor: number;
}

export interface PricedShipment {
  shippingId: ShipmentId;
  services: DeliveryService[];
  selected: DeliveryService;
  /** Lines travel in it, so its service is charged. */
  inUse: boolean;
}

export interface PricedCoupon extends CouponStatus {
  /** Valid and its promotion gave something to this cart. */
  applied: boolean;
}

/** A basket priced on the server: every amount in minor units of `currency`. */
export interface PricedBasket {
  basket: BasketRow;
  locale: Locale;
  currency: Currency;
  lines: PricedLine[];
  shipments: PricedShipment[];
  totals: MinorTotals;
  tax: TaxResult;
  promotions: AppliedPromotion[];
  coupons: PricedCoupon[];
  thresholds: ThresholdProgress[];
}

interface Evaluation {
  shipments: PricedShipment[];
  shippingMinor: number;
  outcome: PromotionOutcome;
  coupons: CouponStatus[];
  downgrades: StoredFlash[];
}

function unitPrices(line: LineFacts): { original: number; current: number } {
  if (line.isBonus) return { original: line.price?.originalMinor ?? 0, current: 0 };
  if (line.customAmountMinor !== null) {
    return { original: line.customAmountMinor, current: line.customAmountMinor };
  }
  return { original: line.price?.originalMinor ?? 0, current: line.price?.currentMinor ?? 0 };
}

/** Free gifts are one per promotion; other lines are capped by product maximum and stock. */
function lineMaxQty(line: LineFacts, stock: number): number {
  if (line.isBonus) return 1;
  const allowed = isAlwaysAvailable(line)
    ? line.productMaxQty
    : allowedQuantity(line.productMaxQty, stock);
  // The contract's maxQty is positive: a line out of stock still shows 1 while it waits to go.
  return Math.max(1, allowed);
}

function isCharged(line: LineFacts): boolean {
  return unavailability(line) === null;
}

function evaluate(basket: BasketRow, lines: LineFacts[], active: ActivePromotions): Evaluation {
  const locale = basketLocale(basket);
  const currency = basket.currency as Currency;
  const country = countryOf(locale);
  const address = deliveryAddressOf(basket.shippingAddress, country);
  const downgrades: StoredFlash[] = [];
  const shipments: PricedShipment[] = [];
  for (const shippingId of ['me', 'customs'] as const) {
    const method: FulfilmentCode = shippingId === 'me' ? 'standard' : 'customs';
    const inUse = lines.some((line) => line.fulfilment === method && isCharged(line));
    if (shippingId === 'customs' && !inUse) continue;
    const services = applicableServices(shippingId, country, currency, address);
    const { service, downgradedFrom } = chooseService(services, basket.shipmentMethods[shippingId]);
    if (downgradedFrom && inUse) {
      downgrades.push({
        type: flashTypes.shippingMethodDowngraded,
        data: { shippingId, from: downgradedFrom, to: service.code },
      });
    }
    shipments.push({ shippingId, services, selected: service, inUse });
  }
  const shippingMinor = shipments
    .filter((shipment) => shipment.inUse)
    .reduce((sum, shipment) => sum + shipment.selected.priceMinor, 0);
  const outcome = evaluatePromotions({
    currency,
    shippingMinor,
    promotions: active.definitions,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      categoryIds: line.categoryIds,
      qty: line.qty,
      unitMinor: unitPrices(line).current,
      eligible: !line.isBonus && line.kind !== 'giftcard' && isCharged(line),
    })),
  });
  return { shipments, shippingMinor, outcome, coupons: active.coupons, downgrades };
}

const saveFlashAndMethods = reusableQuery((db) =>
  db
    .update(baskets)
    .set({
      flash: boundAsGiven('flash'),
      shipmentMethods: boundAsGiven('shipmentMethods'),
    })
    .where(eq(baskets.id, sql.placeholder('basketId')))
    .returning(),
);

/**
 * Prices a basket the caller has locked: settles each line's method and stock, runs the
 * promotions (adding or removing free gifts), shipping, price adjustments and tax, and keeps
 * the flash it produced on the basket for the next reply. Call inside withOwnedBasket. Reads
 * the basket's row afresh, as a change made under the lock may have moved it.
 */
export async function priceBasket(
  db: Database,
  basketId: string,
  options: PricingOptions,
): Promise<PricedBasket> {
  const basket = await findBasket(db, basketId);
  if (!basket) throw new Error(`priceBasket: basket ${basketId} is gone`);
  return priceLockedBasket(db, basket, options);
}

/**
 * priceBasket for a caller holding the basket's row as its lock returned it, unchanged since
 * (a read, or a change of lines only): one statement fewer than reading it again.
 */
export async function priceLockedBasket(
  db: Database,
  basket: BasketRow,
  options: PricingOptions,
): Promise<PricedBasket> {
  const favStoreId = options.favStoreId ?? null;
  // One read of the promotions serves both evaluations below; it and the lines go together.
  const [loaded, promotions, memberShipping] = await Promise.all([
    loadLineFacts(db, basket, options.now),
    loadActivePromotions(
      db,
      basket.couponCodes,
      redeemerOf(options.subject, basket.email),
      basketLocale(basket),
      options.now,
    ),
    memberFreeShipping(db, options.subject, basketLocale(basket)),
  ]);
  const active = memberShipping
    ? { ...promotions, definitions: [...promotions.definitions, memberShipping] }
    : promotions;
  const storeIds = [favStoreId, ...loaded.map((line) => line.storeId)].filter(
    (id): id is string => id !== null,
  );
  const { store: storeOf } = await loadStores(
    db,
    storeIds,
    loaded.map((line) => line.variantId),
  );
  const reconciled = await reconcileLines(
    db,
    basket.id,
    loaded,
    storeOf,
    favStoreId,
    options.checkInventory,
  );
  let lines = reconciled.lines;
  let evaluation = evaluate(basket, lines, active);
  if (await syncGiftLines(db, basket, lines, evaluation.outcome.gifts, options.now)) {
    lines = await loadLineFacts(db, basket, options.now);
    evaluation = evaluate(basket, lines, active);
  }

  const newFlash = [...reconciled.flash, ...evaluation.downgrades];
  const shipmentMethods = {
    ...basket.shipmentMethods,
    ...Object.fromEntries(
      evaluation.shipments.map((shipment) => [shipment.shippingId, shipment.selected.code]),
    ),
  };
  if (newFlash.length === 0 && sameMethods(basket.shipmentMethods, shipmentMethods)) {
    return assemble(basket, lines, evaluation, storeOf);
  }
  const [saved] = await saveFlashAndMethods(db, {
    basketId: basket.id,
    flash: jsonText([...basket.flash, ...newFlash]),
    shipmentMethods: jsonText(shipmentMethods),
  });
  return assemble(saved!, lines, evaluation, storeOf);
}

function sameMethods(before: Record<string, string>, after: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].every((key) => before[key] === after[key]);
}

function assemble(
  basket: BasketRow,
  lines: LineFacts[],
  { shipments, shippingMinor, outcome, coupons }: Evaluation,
  storeOf: StoreLookup,
): PricedBasket {
  const locale = basketLocale(basket);
  const currency = basket.currency as Currency;
  const promoted: LineMoney[] = lines.map((line) => {
    const discounts = outcome.lineDiscounts[line.id] ?? { itemMinor: 0, orderMinor: 0 };
    return {
      id: line.id,
      qty: line.qty,
      rowTotalMinor: unitPrices(line).current * line.qty,
      itemDiscountMinor: discounts.itemMinor,
      orderDiscountMinor: discounts.orderMinor,
      counted: isCharged(line),
      adjustable: isCharged(line) && line.kind !== 'giftcard',
    };
  });
  const money = applyPriceAdjustments(promoted, basket.priceAdjustments);
  const lineTotal = (line: LineMoney) =>
    line.counted ? line.rowTotalMinor - line.itemDiscountMinor - line.orderDiscountMinor : 0;
  const country = countryOf(locale);
  const address = deliveryAddressOf(basket.shippingAddress, country);
  const shippingAfter = shippingMinor - Math.min(outcome.shippingDiscountMinor, shippingMinor);
  const tax = computeTax({
    currency,
    location: { country, province: address?.province ?? null },
    amounts: [
      ...money.map((line, index) => ({
        key: line.id,
        amountMinor: lineTotal(line),
        exempt: lines[index]!.kind === 'giftcard',
      })),
      { key: 'shipping', amountMinor: shippingAfter },
    ],
  });
  const totals = computeTotals({
    lines: money,
    shippingBeforeDiscountMinor: shippingMinor,
    shippingDiscountMinor: outcome.shippingDiscountMinor,
    taxMinor: tax.totalMinor,
    taxIncluded: tax.rate.included,
    rewardsMinor: basket.appliedLoyaltyVoucher?.amountMinor ?? 0,
    paidMinor: basket.paymentInstruments.reduce((sum, payment) => sum + payment.amountMinor, 0),
  });
  const pudoOffered = collectionPointsOffered();
  const priced: PricedLine[] = lines.map((line, index) => {
    const lineMoney = money[index]!;
    const store = storeOf(line.storeId, line.variantId);
    const problem = unavailability(line);
    const stock = stockForMethod(line, line.fulfilment, store);
    const prices = unitPrices(line);
    return {
      facts: line,
      store,
      availableMethods: availableMethods(line, pudoOffered),
      available: problem === null,
      error: problem ? { errorId: problem.code, message: problem.message } : null,
      maxQty: lineMaxQty(line, stock),
      unitOriginalMinor: prices.original,
      unitCurrentMinor: prices.current,
      rowTotalMinor: lineMoney.rowTotalMinor,
      itemDiscountMinor: lineMoney.itemDiscountMinor,
      orderDiscountMinor: lineMoney.orderDiscountMinor,
      totalMinor: lineTotal(lineMoney),
      adjustableMinor: adjustableMinor(promoted[index]!),
      taxMinor: tax.byKey[line.id] ?? 0,
    };
  });
  return {
    basket,
    locale,
    currency,
    lines: priced,
    shipments,
    totals,
    tax,
    promotions: outcome.applied,
    coupons: coupons.map((coupon) => ({
      ...coupon,
      applied:
        coupon.valid && outcome.applied.some((promotion) => promotion.couponCode === coupon.code),
    })),
    thresholds: outcome.thresholds,
  };
}
