import { beforeEach, describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '@/lib/contracts/cart';
import { orderResponseSchema } from '@/lib/contracts/checkout';
import type { OrderSummary } from '@/lib/contracts/order-summary';
import { toMinor } from '@/lib/format/money';
import { setupAuthApi } from '../auth/testing/auth-test-kit';
import { cartClient, guestShopper, localeHeaders, variantOf } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { DEMO_GIFT_CARD_PIN, demoGiftCards } from '../db/seed/checkout';
import { MIN_PRODUCT_COUNT, SEED_IDS } from '../db/seed/fixtures';
import { linksInHtml } from '../email/message-links';
import { AUTHORISED_CARD, readyCart, testCard } from './testing/checkout-test-kit';

const PUBLIC_BASE_URL = 'https://shop.example:8443';
const { call, db, mail } = setupAuthApi({
  products: MIN_PRODUCT_COUNT,
  auth: { publicBaseUrl: PUBLIC_BASE_URL },
});

beforeEach(async () => {
  for (const product of [SEED_IDS.regularShoe, SEED_IDS.regularApparel]) {
    await setOnlineStock(db(), await variantOf(db(), product), 100);
  }
});

/** Summands in minor units, discounts negative; they must make the total. */
function expectAddsUp(summary: OrderSummary) {
  const summands = [
    toMinor(summary.subtotal),
    ...summary.discounts.map((discount) => -toMinor(discount.amount)),
    toMinor(summary.shipping.amount),
    summary.tax.included ? 0 : toMinor(summary.tax.amount),
  ];
  expect(summands.reduce((sum, amount) => sum + amount, 0)).toBe(toMinor(summary.total));
  const paid = summary.payments.reduce((sum, payment) => sum + toMinor(payment.amount), 0);
  expect(toMinor(summary.total) - paid).toBe(toMinor(summary.remainingToPay));
}

async function orderOf(
  checkout: Awaited<ReturnType<typeof readyCart>>['checkout'],
  number: string,
) {
  return orderResponseSchema.parse(await checkout.ok(`/cart/v2/checkout/order/${number}`, 'GET'));
}

describe('the order summary of a real basket', () => {
  it('lists a promotion and a coupon once each, shipping and tax, and the order keeps it', async () => {
    const shopper = await guestShopper(call);
    const apparel = await variantOf(db(), SEED_IDS.regularApparel);
    const { basketId, carts, checkout } = await readyCart(call, db(), shopper, {
      variantId: apparel,
    });
    const cart: Cart = await carts.coupon(basketId, 'WELCOME10');
    const { summary } = cart;

    expectAddsUp(summary);
    expect(toMinor(summary.total)).toBe(toMinor(cart.totals.total));
    expect(summary.subtotal).toBe(cart.totals.itemSubTotal);
    expect(
      summary.discounts.map(({ kind, name, couponCode }) => ({ kind, name, couponCode })),
    ).toEqual([
      { kind: 'promotion', name: '20% off clothing', couponCode: null },
      { kind: 'coupon', name: 'Welcome: 10% off', couponCode: 'WELCOME10' },
    ]);
    // Added New York sales tax is a summand.
    expect(summary.tax).toMatchObject({ included: false, estimated: false });
    expect(summary.tax.amount).toBeGreaterThan(0);

    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    const order = await orderOf(checkout, placed.orderNumber);
    expect(order.summary).toEqual(summary);
    expect(order.items).toEqual([
      expect.objectContaining({
        color: expect.any(String),
        size: expect.any(String),
        imageUrl: expect.stringMatching(/^\/media\//),
        rowSubtotal: summary.subtotal,
      }),
    ]);

    // The mail shows the same rows, its images and links on the public origin.
    const sent = mail.find((message) => message.subject.includes(placed.orderNumber))!;
    expect(sent.text).toContain(`Subtotal: $${summary.subtotal.toFixed(2)}`);
    expect(sent.text).toContain(`Welcome: 10% off (code WELCOME10): \u2212$`);
    expect(sent.text).toContain(`Total: $${summary.total.toFixed(2)}`);
    expect(sent.text).toContain(
      `${order.items[0]!.color}, size ${order.items[0]!.size}, quantity 1`,
    );
    expect(sent.html).toContain(`<img src="${PUBLIC_BASE_URL}/media/`);
    const links = linksInHtml(sent.html);
    // The order itself, and where to follow it later.
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(
      new RegExp(
        `^${PUBLIC_BASE_URL}/en-us/order-confirmation\\?orderNumber=${placed.orderNumber}&st=\\w+`,
      ),
    );
    expect(links[1]).toBe(
      `${PUBLIC_BASE_URL}/en-us/order-status?orderNumber=${placed.orderNumber}`,
    );
  });

  it('shows free shipping once, as shipping, and German VAT as included', async () => {
    const shopper = await guestShopper(call, localeHeaders('de_DE', 'EMEA'));
    const carts = cartClient(call, shopper);
    const { basketId } = await carts.create();
    const cart = await carts.add(basketId, await variantOf(db(), SEED_IDS.regularShoe));
    const { summary } = cart;

    expectAddsUp(summary);
    expect(summary.currency).toBe('EUR');
    expect(summary.shipping).toEqual({ amount: 0, promotions: ['Kostenloser Versand'] });
    expect(summary.discounts).toEqual([]);
    expect(summary.tax).toMatchObject({ included: true });
    expect(summary.total).toBe(summary.subtotal);
  });

  it('takes a gift card off below the total; the order says what the card paid', async () => {
    const card = demoGiftCards.find(
      (gift) => gift.currency === 'USD' && gift.balanceMinor >= 50_000,
    )!;
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const cart = cartSchema.parse(
      await checkout.ok(`/cart/v1/cart/${basketId}/paymentInstruments`, 'POST', {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: card.number, pin: DEMO_GIFT_CARD_PIN },
      }),
    );
    expectAddsUp(cart.summary);
    expect(cart.summary.payments).toEqual([
      { kind: 'giftCard', reference: card.number.slice(-4), amount: cart.summary.total },
    ]);
    expect(cart.summary.remainingToPay).toBe(0);
  });
});
