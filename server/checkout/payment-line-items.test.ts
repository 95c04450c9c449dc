import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '@/lib/contracts/cart';
import type { AddressInput } from '@/lib/contracts/address';
import { cartClient, guestShopper, localeHeaders } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { giftCards, rewardCodes } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { SEED_COUPONS } from '../db/seed/promotions';
import { variantOf } from '../cart/testing/cart-test-kit';
import type { PaymentLineItem } from '../payments/provider';
import { setupAdyenCheckoutApi } from './testing/adyen-test-kit';
import { checkoutClient, usAddress } from './testing/checkout-test-kit';

const { adyen, call, db } = setupAdyenCheckoutApi();
afterEach(async () => {
  // The demo balance and code back for the next placement.
  await db().update(giftCards).set({ balanceMinor: 5000 }).where(eq(giftCards.number, FIFTY_USD));
  await db().update(rewardCodes).set({ redeemedOrderNumber: null });
});

const londonAddress: AddressInput = {
  ...usAddress,
  countryCode: 'GB',
  province: '',
  city: 'London',
  postalCode: 'SW1A 1AA',
  phone: '07700 900123',
  phoneCode: '44',
};

const FIFTY_USD = '6006493743448687';

const markets = {
  'en-us': {
    headers: localeHeaders('en_US', 'NORA'),
    address: usAddress,
    storedValue: { payment_method_id: 'GIFT_CARD', giftCard: { number: FIFTY_USD, pin: '1234' } },
    storedValueLine: { description: 'Gift card 8687', amountIncludingTax: -5000 },
  },
  // Two T-shirts cost less than a 50 GBP gift card: a reward code pays part instead.
  'en-gb': {
    headers: localeHeaders('en_GB', 'EMEA'),
    address: londonAddress,
    storedValue: { payment_method_id: 'REWARD_CODE', rewardCode: 'REWARD10GBP' },
    storedValueLine: { description: 'Reward code REWARD10GBP', amountIncludingTax: -1000 },
  },
};

/**
 * Two T-shirts (under the free delivery threshold) with the 10% welcome coupon, express
 * delivery and 50 paid by gift card, the rest placed with the method: what Adyen's /payments
 * received, and the cart before.
 */
async function placeDiscountedOrder(market: keyof typeof markets, code: 'KLARNA' | 'PAYPAL') {
  const { headers, address, storedValue } = markets[market];
  const shopper = await guestShopper(call, headers);
  const carts = cartClient(call, shopper);
  const checkout = checkoutClient(call, shopper);
  const variantId = await variantOf(db(), SEED_IDS.regularApparel);
  await setOnlineStock(db(), variantId, 10);
  const { basketId } = await carts.create();
  await carts.add(basketId, variantId, { qty: 2 });
  await carts.coupon(basketId, SEED_COUPONS.welcome);
  await checkout.shipTo(basketId, address);
  await checkout.billSameAsShipping(basketId);
  await checkout.ok('/cart/v1/shippingMethod', 'POST', {
    cartId: basketId,
    shippingId: 'me',
    code: 'express',
  });
  await checkout.ok(`/cart/v1/cart/${basketId}/paymentInstruments`, 'POST', storedValue);
  const cart: Cart = cartSchema.parse(await carts.get(basketId));
  adyen.calls.length = 0;
  await checkout.place(basketId, { type: code.toLowerCase() }, code);
  const request = adyen.calls.find((entry) => entry.path === '/payments')!.body;
  return {
    cart,
    variantId,
    amount: request.amount as { value: number; currency: string },
    lineItems: request.lineItems as PaymentLineItem[],
  };
}

const minor = (major: number) => Math.round(major * 100);
const sumOf = (items: PaymentLineItem[], pick: (item: PaymentLineItem) => number) =>
  items.reduce((sum, item) => sum + pick(item) * item.quantity, 0);

describe('invoice lines sent to Adyen', () => {
  it.each([
    ['en-us', 400, false],
    ['en-gb', 2000, true],
  ] as const)(
    'in %s add up to the amount: lines, delivery, the coupon and the stored value',
    async (market, taxPercentage, vatIncluded) => {
      const { cart, variantId, amount, lineItems } = await placeDiscountedOrder(market, 'KLARNA');
      expect(amount.value).toBe(minor(cart.totals.remainingToPay));
      expect(sumOf(lineItems, (item) => item.amountIncludingTax)).toBe(amount.value);
      expect(sumOf(lineItems, (item) => item.taxAmount)).toBe(minor(cart.totals.tax));
      for (const item of lineItems) {
        expect(item.amountIncludingTax - item.amountExcludingTax).toBe(item.taxAmount);
      }

      const line = (id: string) => lineItems.find((item) => item.id === id);
      const shirts = lineItems.filter((item) => item.id === variantId);
      const delivery = line('delivery');
      const discount = line('order-discount');
      const storedValue = lineItems.find(
        (item) => item.amountIncludingTax < 0 && item.taxAmount === 0,
      );
      expect(shirts.reduce((units, item) => units + item.quantity, 0)).toBe(2);
      for (const shirt of shirts) expect(shirt.taxPercentage).toBe(taxPercentage);
      expect(delivery).toMatchObject({ quantity: 1, taxPercentage });
      const shippingMinor = minor(cart.totals.shipping);
      expect(shippingMinor).toBeGreaterThan(0);
      expect(vatIncluded ? delivery!.amountIncludingTax : delivery!.amountExcludingTax).toBe(
        shippingMinor,
      );
      expect(discount).toMatchObject({ description: 'Order discount', taxPercentage });
      expect(discount!.amountIncludingTax).toBeLessThan(0);
      expect(storedValue).toMatchObject({ ...markets[market].storedValueLine, taxPercentage: 0 });
    },
  );

  it('are sent with PayPal as well', async () => {
    const { amount, lineItems } = await placeDiscountedOrder('en-us', 'PAYPAL');
    expect(sumOf(lineItems, (item) => item.amountIncludingTax)).toBe(amount.value);
  });
});
