import { and, eq } from 'drizzle-orm';
import { ownShippingAddressOf, type Address } from '@/lib/contracts/address';
import { flashTypes } from '@/lib/contracts/cart';
import { isValidEmail } from '@/lib/validation/rules';
import type { z } from 'zod';
import type { placeOrderRequestSchema } from '@/lib/contracts/checkout';
import type { ShopperSubject } from '../auth/subject';
import { claimCouponRedemptions, redeemerOf, withOwnedBasket, type PricedBasket } from '../cart';
import type { Database } from '../db/client';
import {
  baskets,
  consumerPaymentCards,
  orderItems,
  orders,
  payments,
  type BasketRow,
  type StoredFlash,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import type { PaymentLineItem, PaymentProvider } from '../payments/provider';
import { resolveBilling } from './billing';
import { takeStoredValue } from './holds';
import { lockGiftCards, settleInstruments } from './instruments';
import { newAccessToken, newOrderNumber } from './order-number';
import { orderItemRows, orderPromoSummary, orderShipments, orderTotals } from './order-rows';
import { paymentLineItems } from './payment-line-items';
import { remainderMethodProblem } from './method-offer';
import type { PlacementRecord } from './placement-record';
import { onlineClaims, releaseStock, reserveStock, type Shortage } from './stock';
import { storeClaims, takeStoreStock } from './store-stock';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;

const remainderCodes = ['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY'] as const;
type RemainderCode = (typeof remainderCodes)[number];
/** Klarna refuses live payments without invoice lines; PayPal shows them to the shopper. */
const methodsWithLineItems: readonly HeldOrder['method'][] = ['KLARNA', 'PAYPAL'];

export interface HeldOrder {
  kind: 'held';
  orderNumber: string;
  accessToken: string;
  basket: BasketRow;
  record: PlacementRecord;
  method: RemainderCode | 'COVERED';
  billing: Address;
  email: string;
  currency: PricedBasket['currency'];
  locale: PricedBasket['locale'];
  /** A saved card's provider token, when paying by saved card. */
  storedToken: string | null;
  /** The order as invoice lines, for the methods whose provider wants them (Klarna, PayPal). */
  lineItems: PaymentLineItem[] | null;
}

export type HoldResult =
  | HeldOrder
  /** The cart changed under the shopper (stock, availability): ORD430 with this flash. */
  | { kind: 'changed'; flash: StoredFlash[] };

export interface HoldContext {
  db: Database;
  subject: ShopperSubject;
  now: Date;
  provider: PaymentProvider;
  /** Apple Pay's settings are complete: with Adyen, DW_APPLE_PAY is offered. */
  applePayConfigured: boolean;
}

function shortageFlash(priced: PricedBasket, shortages: Shortage[]): StoredFlash[] {
  return shortages.flatMap((shortage) =>
    priced.lines
      .filter((line) => line.facts.variantId === shortage.variantId)
      .map((line) => ({
        type:
          shortage.available === 0 ? flashTypes.fullInventoryMissing : flashTypes.inventoryMissing,
        itemId: line.facts.id,
        data: {
          productId: line.facts.productId,
          variantId: line.facts.variantId,
          name: line.facts.name,
          qty: shortage.available,
          previousQty: line.facts.qty,
        },
      })),
  );
}

async function savedCardToken(
  tx: Database,
  subject: ShopperSubject,
  cardId: string,
  provider: PaymentProvider,
): Promise<string> {
  if (subject.type !== 'consumer') throw new ApiError('PYT404');
  const [card] = await tx
    .select()
    .from(consumerPaymentCards)
    .where(
      and(
        eq(consumerPaymentCards.id, cardId),
        eq(consumerPaymentCards.consumerId, subject.id),
        eq(consumerPaymentCards.provider, provider.name),
      ),
    )
    .limit(1);
  if (!card) throw new ApiError('PYT404');
  return card.token;
}

/** The placement's billing address, else the one saved on the cart; BIL400 without either. */
function billingFor(basket: BasketRow, body: PlaceOrderBody): HeldOrder['billing'] {
  if (body.billingAddress)
    return resolveBilling(basket, { billingAddress: body.billingAddress, sameAsShipping: false });
  const saved = basket.billingAddress;
  if (!saved?.addressLine1) throw new ApiError('BIL400');
  return saved;
}

function requirePaymentFields(body: PlaceOrderBody, savedCard: boolean): void {
  const data = body.paymentMethod.additionalData;
  if (body.paymentMethod.code !== 'CREDIT_CARD' || savedCard) return;
  const missing = (
    [
      'encryptedCardNumber',
      'encryptedExpiryMonth',
      'encryptedExpiryYear',
      'encryptedSecurityCode',
    ] as const
  ).find((field) => !data[field]);
  if (missing) {
    throw new ApiError('PYT406', undefined, {
      field: `body.paymentMethod.additionalData.${missing}`,
    });
  }
}

/**
 * Phase one of placement, in one transaction under the basket's row lock: re-price with stock
 * re-checked, validate what the order needs, hold the stock (row locks in variant order),
 * take gift card balances, reward codes, points and coupon uses, and write the order as PaymentPending
 * with its payment attempt. The basket leaves the shopper's hands ('ordered') until the
 * payment decides: a refusal reopens it.
 */
export async function holdOrder(ctx: HoldContext, body: PlaceOrderBody): Promise<HoldResult> {
  const { db, subject, now, provider } = ctx;
  return withOwnedBasket(db, body.cartId, subject, { write: false, now }, async (tx, basket) => {
    const priced = await settleInstruments({ tx, basket, subject, now }, true);
    const newFlash = priced.basket.flash.slice(basket.flash.length);
    const unavailable = priced.lines.filter((line) => !line.available);
    if (newFlash.length > 0 || unavailable.length > 0) {
      const flash = [
        ...newFlash,
        ...unavailable.map((line) => ({
          type: flashTypes.itemNotAvailable,
          itemId: line.facts.id,
          data: {
            productId: line.facts.productId,
            variantId: line.facts.variantId,
            name: line.facts.name,
          },
        })),
      ];
      return { kind: 'changed', flash };
    }
    if (priced.lines.length === 0) throw new ApiError('ORD404', 'The bag is empty.');
    const shipsHome = priced.lines.some(
      (line) => line.facts.fulfilment === 'standard' || line.facts.fulfilment === 'customs',
    );
    const shippingAddress = priced.basket.shippingAddress;
    // Apple Pay's estimate (partial) quotes delivery only; the full contact must replace it.
    if (shipsHome && !ownShippingAddressOf(shippingAddress)?.addressLine1)
      throw new ApiError('PYT405', 'The shipping address is missing.');
    const billing = billingFor(priced.basket, body);
    const email = (priced.basket.email ?? billing.email).trim().toLowerCase();
    if (!isValidEmail(email)) throw new ApiError('ORD400');

    const remaining = priced.totals.remainingToPay;
    const instruments = priced.basket.paymentInstruments;
    const savedCardId =
      body.paymentMethod.code === 'CREDIT_CARD'
        ? (body.paymentMethod.id ??
          (instruments.find((i) => i.methodId === 'CREDIT_CARD')?.data.savedCardId as
            string | undefined))
        : undefined;
    let method: HeldOrder['method'] = 'COVERED';
    let storedToken: string | null = null;
    if (remaining > 0) {
      if (!(remainderCodes as readonly string[]).includes(body.paymentMethod.code)) {
        throw new ApiError('PYT400', 'Choose how to pay the remaining amount.');
      }
      method = body.paymentMethod.code as RemainderCode;
      const notOffered = remainderMethodProblem(method, ctx, false);
      if (notOffered)
        throw new ApiError(notOffered, 'This store does not offer this payment method.');
      if (savedCardId) storedToken = await savedCardToken(tx, subject, savedCardId, provider);
      requirePaymentFields(body, Boolean(storedToken));
    }

    const claims = onlineClaims(priced.lines);
    const pickups = storeClaims(priced.lines);
    let shortages = await reserveStock(tx, claims);
    if (shortages.length === 0) {
      shortages = await takeStoreStock(tx, pickups);
      // The transaction commits to keep the flash: the online units must not stay held.
      if (shortages.length > 0) await releaseStock(tx, claims);
    }
    if (shortages.length > 0) {
      const flash = shortageFlash(priced, shortages);
      await tx
        .update(baskets)
        .set({ flash: [...priced.basket.flash, ...flash] })
        .where(eq(baskets.id, basket.id));
      return { kind: 'changed', flash };
    }
    const giftCards = await lockGiftCards(tx, instruments, priced.currency);
    const orderNumber = newOrderNumber();
    const accessToken = newAccessToken();
    const idempotencyKey = `${basket.id}:v${priced.basket.version}`;
    const record: PlacementRecord = {
      method,
      amountMinor: remaining,
      idempotencyKey,
      instruments: instruments
        .filter((i) => i.amountMinor > 0 || i.methodId === 'ATHLETES_PAYMENT')
        .map((i) => ({
          id: i.id,
          methodId: i.methodId,
          amountMinor: i.amountMinor,
          display: Object.fromEntries(
            Object.entries((i.data.display ?? {}) as Record<string, unknown>).map(([k, v]) => [
              k,
              String(v),
            ]),
          ),
        })),
      stock: claims,
      storeStock: pickups,
      giftCards,
      rewardCodes: instruments
        .filter((i) => i.methodId === 'REWARD_CODE' && i.amountMinor > 0)
        .map((i) => String(i.data.code)),
      loyalty: priced.basket.appliedLoyaltyVoucher
        ? {
            points: priced.basket.appliedLoyaltyVoucher.points,
            amountMinor: priced.totals.appliedRewards,
          }
        : null,
      storeCard:
        Boolean(body.paymentMethod.additionalData.storePaymentMethod) &&
        subject.type === 'consumer',
      card: null,
      pspReference: null,
    };
    await tx.insert(orders).values({
      orderNumber,
      basketId: basket.id,
      consumerId: subject.type === 'consumer' ? subject.id : null,
      ownerId: subject.id,
      accessToken,
      email,
      locale: priced.locale,
      currency: priced.currency,
      status: 'PaymentPending',
      totals: orderTotals(priced),
      shippingAddress: shipsHome ? shippingAddress : null,
      billingAddress: billing,
      payment: record,
      inStoreSalesInfo: body.inStoreSalesInfo ?? null,
      shipments: orderShipments(priced, shippingAddress),
      promoSummary: orderPromoSummary(priced),
      createdAt: now,
      updatedAt: now,
    });
    const items = orderItemRows(priced, orderNumber);
    if (items.length > 0) await tx.insert(orderItems).values(items);
    await takeStoredValue(tx, record, orderNumber, subject.type === 'consumer' ? subject.id : null);
    await claimCouponRedemptions(tx, {
      codes: priced.basket.couponCodes,
      appliedCodes: priced.coupons.filter((coupon) => coupon.applied).map((coupon) => coupon.code),
      redeemer: redeemerOf(subject, email),
      orderNumber,
    });
    if (method !== 'COVERED') {
      await tx
        .insert(payments)
        .values({
          idempotencyKey,
          basketId: basket.id,
          orderNumber,
          provider: provider.name,
          methodId: method,
          amountMinor: remaining,
          currency: priced.currency,
          resultCode: 'Pending',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: payments.idempotencyKey,
          set: { orderNumber, resultCode: 'Pending', updatedAt: now },
        });
    }
    await tx
      .update(baskets)
      .set({ status: 'ordered', updatedAt: now })
      .where(eq(baskets.id, basket.id));
    return {
      kind: 'held',
      orderNumber,
      accessToken,
      basket: priced.basket,
      record,
      method,
      billing,
      email,
      currency: priced.currency,
      locale: priced.locale,
      storedToken,
      lineItems: methodsWithLineItems.includes(method) ? paymentLineItems(priced, record) : null,
    };
  });
}
