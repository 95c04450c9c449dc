import type { z } from 'zod';
import { ownShippingAddressOf, type Address } from '@/lib/contracts/address';
import { flashTypes } from '@/lib/contracts/cart';
import type { placeOrderRequestSchema } from '@/lib/contracts/checkout';
import { isValidEmail } from '@/lib/validation/rules';
import type { ShopperSubject } from '../auth/subject';
import type { PricedBasket } from '../cart';
import type { Database } from '../db/client';
import type { BasketRow, StoredFlash } from '../db/schema';
import { ApiError } from '../http/api-error';
import { isPaymentMethod, type PaymentMethod, type PaymentProvider } from '../payments/provider';
import { resolveBilling } from './billing';
import { requirePlacementContact } from './collection-contact';
import { remainderMethodProblem, type MethodOffer } from './method-offer';
import { requireSavedCard } from '../wallet/saved-cards';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;

/** What the order needs besides the priced basket, checked before anything is held. */
export interface CheckedPlacement {
  /** Lines go to an address (not only to stores): the order keeps the shipping address. */
  shipsHome: boolean;
  billing: Address;
  email: string;
  /**
   * What pays the remaining amount: a provider's method, the store's card terminal
   * (POS_TERMINAL), or COVERED when gift cards, rewards or points pay it all.
   */
  method: PaymentMethod | 'POS_TERMINAL' | 'COVERED';
  /** A saved card's provider token, when paying by saved card. */
  storedToken: string | null;
}

export interface CheckContext extends MethodOffer {
  tx: Database;
  subject: ShopperSubject;
}

/**
 * What pricing changed under the shopper since the page last showed the cart (new flash, a
 * line no longer sold): placement stops there and the page shows it (ORD430).
 */
export function changesOf(held: BasketRow, priced: PricedBasket): StoredFlash[] {
  const unavailable = priced.lines.filter((line) => !line.available);
  return [
    ...priced.basket.flash.slice(held.flash.length),
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
}

/** The placement's billing address, else the one saved on the cart; BIL400 without either. */
function billingFor(basket: BasketRow, body: PlaceOrderBody): Address {
  if (body.billingAddress)
    return resolveBilling(basket, { billingAddress: body.billingAddress, sameAsShipping: false });
  const saved = basket.billingAddress;
  if (!saved?.addressLine1) throw new ApiError('BIL400');
  return saved;
}

async function savedCardToken(
  tx: Database,
  subject: ShopperSubject,
  cardId: string,
  provider: PaymentProvider,
): Promise<string> {
  if (subject.type !== 'consumer') throw new ApiError('PYT404');
  const card = await requireSavedCard(
    tx,
    { consumerId: subject.id, provider: provider.name },
    cardId,
  );
  return card.token;
}

/** The saved card the placement names, or the one the cart's card instrument chose. */
function savedCardIdOf(body: PlaceOrderBody, basket: BasketRow): string | undefined {
  if (body.paymentMethod.code !== 'CREDIT_CARD') return undefined;
  const instrument = basket.paymentInstruments.find((i) => i.methodId === 'CREDIT_CARD');
  return body.paymentMethod.id ?? (instrument?.data.savedCardId as string | undefined);
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
 * The terminal pays a till's sale (inStoreSalesInfo, checked against the associate at the
 * route); the demo's simulated terminal needs the answer the associate gives for it.
 */
function requireTerminalSale(ctx: CheckContext, body: PlaceOrderBody): void {
  if (!body.inStoreSalesInfo) {
    throw new ApiError('PYT404', 'The card terminal pays only a buy-in-store sale.');
  }
  if (ctx.terminal?.kind === 'simulator' && !body.paymentMethod.additionalData.terminalResult) {
    throw new ApiError('PYT406', 'Say what the simulated terminal answered.', {
      field: 'body.paymentMethod.additionalData.terminalResult',
    });
  }
}

/** How what is left is paid: a method the store offers, with the fields it needs. */
async function paymentOf(
  ctx: CheckContext,
  priced: PricedBasket,
  body: PlaceOrderBody,
): Promise<Pick<CheckedPlacement, 'method' | 'storedToken'>> {
  if (priced.totals.remainingToPay === 0) return { method: 'COVERED', storedToken: null };
  const method = body.paymentMethod.code;
  if (!isPaymentMethod(method) && method !== 'POS_TERMINAL') {
    throw new ApiError('PYT400', 'Choose how to pay the remaining amount.');
  }
  const notOffered = remainderMethodProblem(method, ctx, false);
  if (notOffered) throw new ApiError(notOffered, 'This store does not offer this payment method.');
  if (method === 'POS_TERMINAL') {
    requireTerminalSale(ctx, body);
    return { method, storedToken: null };
  }
  const savedCardId = savedCardIdOf(body, priced.basket);
  const storedToken = savedCardId
    ? await savedCardToken(ctx.tx, ctx.subject, savedCardId, ctx.provider)
    : null;
  requirePaymentFields(body, Boolean(storedToken));
  return { method, storedToken };
}

/**
 * Checks what the order needs of the priced basket and the placement: lines, a shipping
 * address for lines that ship, billing, email and a way to pay what is left.
 */
export async function checkPlacement(
  ctx: CheckContext,
  priced: PricedBasket,
  body: PlaceOrderBody,
): Promise<CheckedPlacement> {
  if (priced.lines.length === 0) throw new ApiError('ORD404', 'The bag is empty.');
  const shipsHome = priced.lines.some(
    (line) => line.facts.fulfilment === 'standard' || line.facts.fulfilment === 'customs',
  );
  // Apple Pay's estimate (partial) quotes delivery only; the full contact must replace it.
  if (shipsHome && !ownShippingAddressOf(priced.basket.shippingAddress)?.addressLine1)
    throw new ApiError('PYT405', 'The shipping address is missing.');
  const billing = billingFor(priced.basket, body);
  const email = (priced.basket.email ?? billing.email).trim().toLowerCase();
  if (!isValidEmail(email)) throw new ApiError('ORD400');
  requirePlacementContact(
    priced.basket.shippingAddress?.collection,
    priced.lines.map((line) => line.facts.fulfilment),
    { locale: priced.locale, orderEmail: email },
  );
  return { shipsHome, billing, email, ...(await paymentOf(ctx, priced, body)) };
}
