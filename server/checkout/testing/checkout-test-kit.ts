import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { AddressInput } from '@/lib/contracts/address';
import {
  placeOrderResponseSchema,
  type PaymentAdditionalData,
  type PlaceOrderResponse,
} from '@/lib/contracts/checkout';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import type { ApiCall } from '../../auth/testing/auth-test-kit';
import {
  cartClient,
  shopperCalls,
  variantOf,
  type Shopper,
} from '../../cart/testing/cart-test-kit';
import type { Database } from '../../db/client';
import { inventory } from '../../db/schema';
import { SEED_IDS } from '../../db/seed/fixtures';
import { createOutboxMailer } from '../../email/outbox-mailer';
import type { Logger } from '../../http/logger';
import type { PaymentProvider } from '../../payments/provider';
import { createSimulatorProvider } from '../../payments/simulator';
import { createDatabaseLedger } from '../../payments/simulator-ledger';
import { sendOrderConfirmation } from '../confirmation-mail';
import { recoverStalePayments } from '../stale-orders';

export const usAddress: AddressInput = {
  firstName: 'Alex',
  lastName: 'Runner',
  addressLine1: '350 Fifth Avenue',
  addressLine2: '',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  email: 'alex.runner@example.com',
  phone: '(212) 736-3100',
  phoneCode: '1',
};

/** Adyen test card fields as the simulator form sends them (`test_` + value). */
export function testCard(
  number: string,
  extra: Partial<PaymentAdditionalData> = {},
): PaymentAdditionalData {
  return {
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: number.startsWith('37') ? 'test_7373' : 'test_737',
    holderName: 'Alex Runner',
    type: 'scheme',
    ...extra,
  };
}

export const AUTHORISED_CARD = '4111111111111111';
export const CHALLENGE_CARD = '4212345678910006';

/** Calls the checkout API as one shopper. */
export function checkoutClient(call: ApiCall, shopper: Shopper) {
  const { send, ok, failure } = shopperCalls(call, shopper);
  return {
    send,
    ok,
    failure,
    shipTo: (basketId: string, address: AddressInput = usAddress) =>
      ok(`/cart/v2/cart/${basketId}/shippingAddress`, 'POST', { addresses: [address] }),
    billSameAsShipping: (basketId: string) =>
      ok(`/cart/v1/cart/${basketId}/billingAddress`, 'POST', { sameAsShipping: true }),
    placeBody: (cartId: string, additionalData: PaymentAdditionalData, code = 'CREDIT_CARD') => ({
      cartId,
      paymentMethod: { code, additionalData },
      recaptcha_response: offlineRecaptchaToken('placeOrder'),
    }),
    place: async (
      cartId: string,
      additionalData: PaymentAdditionalData,
      code = 'CREDIT_CARD',
    ): Promise<PlaceOrderResponse> =>
      placeOrderResponseSchema.parse(
        await ok('/cart/v2/checkout/order', 'PUT', {
          cartId,
          paymentMethod: { code, additionalData },
          recaptcha_response: offlineRecaptchaToken('placeOrder'),
        }),
      ),
  };
}

/**
 * A shopper's cart ready to place: `qty` of a seeded shoe size, a New York address for
 * shipping and billing. Returns the basket id and the variant.
 */
export async function readyCart(
  call: ApiCall,
  db: Database,
  shopper: Shopper,
  { qty = 1, variantId }: { qty?: number; variantId?: string } = {},
) {
  const carts = cartClient(call, shopper);
  const variant = variantId ?? (await variantOf(db, SEED_IDS.regularShoe));
  const { basketId } = await carts.create();
  await carts.add(basketId, variant, { qty });
  const checkout = checkoutClient(call, shopper);
  await checkout.shipTo(basketId);
  await checkout.billSameAsShipping(basketId);
  return { basketId, variantId: variant, carts, checkout };
}

export async function stockOf(db: Database, variantId: string) {
  const [row] = await db.select().from(inventory).where(eq(inventory.variantId, variantId));
  return row!;
}

/**
 * Runs the background sweep of stale payments at `now`, as the server process does between
 * requests. The simulator answers recalls from its ledger in the database, whatever its secret.
 */
export function sweepStalePayments(
  db: Database,
  now: Date,
  {
    provider = createSimulatorProvider({
      secret: () => 'stale-payment-sweep',
      ledger: createDatabaseLedger(db),
    }),
    log = pino({ level: 'silent' }),
  }: { provider?: PaymentProvider; log?: Logger } = {},
): Promise<void> {
  return recoverStalePayments({
    db,
    now,
    provider,
    log,
    confirm: (order) =>
      sendOrderConfirmation(
        { mailer: createOutboxMailer, publicBaseUrl: 'http://localhost:3000' },
        db,
        log,
        order,
      ),
  });
}
