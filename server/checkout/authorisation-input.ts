import type { z } from 'zod';
import type { placeOrderRequestSchema } from '@/lib/contracts/checkout';
import type { AuthorisationInput } from '../payments/provider';
import type { HeldOrder } from './hold-order';
import { lineItemsTotal } from './payment-line-items';
import type { PlacementContext } from './place-order';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;
type Held = HeldOrder & { method: AuthorisationInput['method'] };

/**
 * Where a redirect payment (Klarna, some issuers) sends the shopper back: the checkout's return
 * page, which PATCHes the order with the `redirectResult` the provider adds. `st` lets a guest
 * finish their own order, as the confirmation link does.
 */
function returnUrlOf(publicBaseUrl: string, held: Held): string {
  const query = new URLSearchParams({ orderNumber: held.orderNumber, st: held.accessToken });
  return `${publicBaseUrl}/${held.priced.locale}/checkout/return?${query.toString()}`;
}

/**
 * The invoice lines, only when they add up to the amount authorised to the minor unit: Klarna
 * would refuse lines that do not, so a mismatch (a pricing change this code does not know)
 * sends none and is logged.
 */
function checkedLineItems(ctx: PlacementContext, held: Held) {
  if (!held.lineItems) return undefined;
  const total = lineItemsTotal(held.lineItems);
  if (total === held.record.amountMinor) return held.lineItems;
  ctx.log.warn(
    { orderNumber: held.orderNumber, lineItemsTotal: total, amount: held.record.amountMinor },
    'payment line items do not add up to the amount: sent without them',
  );
  return undefined;
}

/** What the provider is asked to authorise for a held order: what is left to pay, by its method. */
export async function authorisationInputOf(
  ctx: PlacementContext,
  held: Held,
  body: PlaceOrderBody,
): Promise<AuthorisationInput> {
  const lineItems = checkedLineItems(ctx, held);
  const data = body.paymentMethod.additionalData;
  const fingerprint =
    data.deviceFingerprint ?? (await ctx.fingerprints.recall(held.priced.basket.id));
  return {
    idempotencyKey: held.record.idempotencyKey,
    reference: held.orderNumber,
    amount: { value: held.record.amountMinor, currency: held.priced.currency },
    method: held.method,
    ...(held.storedToken
      ? { storedCardToken: held.storedToken }
      : {
          card: {
            encryptedCardNumber: data.encryptedCardNumber,
            encryptedExpiryMonth: data.encryptedExpiryMonth,
            encryptedExpiryYear: data.encryptedExpiryYear,
            encryptedSecurityCode: data.encryptedSecurityCode,
            holderName: data.holderName,
          },
        }),
    ...(data.walletToken ? { walletToken: data.walletToken } : {}),
    ...(ctx.subject.type === 'consumer' ? { shopperId: ctx.subject.id } : {}),
    saveCard: held.record.storeCard,
    email: held.email,
    billingAddress: held.billing,
    locale: held.priced.locale,
    returnUrl: returnUrlOf(ctx.publicBaseUrl, held),
    origin: ctx.publicBaseUrl,
    ...(data.browserInfo ? { browserInfo: data.browserInfo } : {}),
    ...(fingerprint ? { deviceFingerprint: fingerprint } : {}),
    shopperIP: ctx.shopperIP,
    ...(lineItems ? { lineItems } : {}),
  };
}
