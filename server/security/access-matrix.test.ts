import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { statusOf, type ErrorCode } from '@/lib/contracts/error-codes';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { createAccount, guestToken, signIn } from '../auth/testing/auth-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  signedInShopper,
  variantOf,
  type Shopper,
} from '../cart/testing/cart-test-kit';
import { testCard, AUTHORISED_CARD, usAddress } from '../checkout/testing/checkout-test-kit';
import { baskets } from '../db/schema';
import { SEED_ASSOCIATE_PASSWORD, SEED_IDS } from '../db/seed/fixtures';
import { CookieJar } from '../testing/test-api';
import {
  IN_STORE_SALE,
  createHoldings,
  missingHoldings,
  snapshotOwner,
  type Holdings,
  type Owner,
} from './testing/holdings';

/**
 * Every call that names something a shopper owns, tried by every other kind of caller on every
 * other owner's things. Each attempt must be refused with the code below, must answer exactly
 * as the same call naming nothing (so ids cannot be probed), must not echo the owner's data,
 * and must change none of the owner's rows. A new endpoint that takes an owner's id belongs in
 * this table.
 */

type Caller = 'anonymous' | 'guest' | 'consumer' | 'associate';

interface ApiRequest {
  method: string;
  path: string;
  body?: unknown;
}

interface Attempt {
  name: string;
  /** The caller's answer; null: not refused, the call works on the caller's own bag instead. */
  refusal: (caller: Caller) => ErrorCode | null;
  /** The call naming `target`'s resource; `own` are the caller's ids, where the call needs them. */
  request: (target: Holdings, own: Holdings) => ApiRequest;
}

/** Cart calls need a session (AUT404); with one, anyone's cart is a missing cart (BSK404). */
const shopperGets =
  (code: ErrorCode) =>
  (caller: Caller): ErrorCode =>
    caller === 'anonymous' ? 'AUT404' : code;
const basket = shopperGets('BSK404');
const consumerGets =
  (code: ErrorCode) =>
  (caller: Caller): ErrorCode =>
    caller === 'consumer' ? code : 'AUT404';
const associateGets =
  (code: ErrorCode) =>
  (caller: Caller): ErrorCode =>
    caller === 'associate' ? code : 'AUT404';
/** An unknown order number and anyone else's look alike (ORD409); a PATCH needs a session first. */
const order = (): ErrorCode => 'ORD409';
const orderPatch = shopperGets('ORD409');

let shoeVariant = '';
const address = { ...usAddress, email: 'intruder@example.com' };
const placement = (cartId: string, extra: Record<string, unknown> = {}) => ({
  cartId,
  paymentMethod: { code: 'CREDIT_CARD', additionalData: testCard(AUTHORISED_CARD) },
  recaptcha_response: offlineRecaptchaToken('placeOrder'),
  ...extra,
});
const giveUp = { paymentMethod: { code: 'CREDIT_CARD', additionalData: { cancelled: true } } };

const attempts: Attempt[] = [
  // Carts (/cart/v1, /cart/v2).
  {
    name: 'read the bag',
    refusal: basket,
    request: (t) => ({ method: 'GET', path: `/cart/v1/cart/${t.basketId}` }),
  },
  {
    name: 'read the product-page wallet basket',
    refusal: basket,
    request: (t) => ({ method: 'GET', path: `/cart/v1/cart/${t.productPageBasketId}` }),
  },
  {
    name: 'add to the bag by naming it as bid',
    refusal: (caller) => (caller === 'anonymous' ? 'AUT404' : null),
    request: (t) => ({
      method: 'POST',
      path: `/cart/v1/cartWithItem?bid=${t.basketId}`,
      body: { productId: shoeVariant },
    }),
  },
  {
    name: 'reserve into the bag',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: '/cart/v1/reserveWithItem',
      body: { cartId: t.basketId, productId: shoeVariant },
    }),
  },
  {
    name: 'add an item',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: '/cart/v1/item',
      body: { cartId: t.basketId, productId: shoeVariant },
    }),
  },
  {
    name: 'change an item',
    refusal: basket,
    request: (t) => ({
      method: 'PUT',
      path: `/cart/v1/cart/${t.basketId}/item`,
      body: { itemId: t.itemId, qty: 3 },
    }),
  },
  {
    name: 'remove an item',
    refusal: basket,
    request: (t) => ({
      method: 'DELETE',
      path: '/cart/v1/item',
      body: { cartId: t.basketId, itemId: t.itemId },
    }),
  },
  {
    name: 'apply a coupon',
    refusal: basket,
    request: (t) => ({
      method: 'PUT',
      path: '/cart/v1/coupon',
      body: { cartId: t.basketId, code: 'SAVE20' },
    }),
  },
  {
    name: 'remove a coupon',
    refusal: basket,
    request: (t) => ({
      method: 'DELETE',
      path: '/cart/v1/coupon',
      body: { cartId: t.basketId, code: 'WELCOME10' },
    }),
  },
  {
    name: 'choose the delivery service',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: '/cart/v1/shippingMethod',
      body: { cartId: t.basketId, code: 'express' },
    }),
  },
  {
    name: 'read the delivery services',
    refusal: basket,
    request: (t) => ({ method: 'GET', path: `/cart/v1/cart/${t.basketId}/shippingMethod/me` }),
  },
  {
    name: 'move a line to saved for later',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: `/cart/v2/cart/${t.basketId}/saveForLater`,
      body: { itemId: t.itemId },
    }),
  },
  {
    name: 'change a saved-for-later line',
    refusal: shopperGets('ORD404'),
    request: (t) => ({
      method: 'PUT',
      path: '/cart/v2/saveForLater',
      body: { saveForLaterId: t.saveForLaterId, itemId: t.savedItemId, qty: 2 },
    }),
  },
  {
    name: 'delete a saved-for-later line',
    refusal: shopperGets('ORD404'),
    request: (t) => ({
      method: 'DELETE',
      path: `/cart/v2/saveForLater/${t.saveForLaterId}/items/${t.savedItemId}`,
    }),
  },
  {
    name: "move someone's saved line into one's own bag",
    refusal: shopperGets('ORD404'),
    request: (t, own) => ({
      method: 'POST',
      path: '/cart/v1/item',
      body: {
        cartId: own.basketId,
        saveForLater: { saveForLaterId: t.saveForLaterId, itemId: t.savedItemId },
      },
    }),
  },
  {
    name: 'add a price adjustment',
    refusal: associateGets('BSK404'),
    request: (t) => ({
      method: 'POST',
      path: `/cart/v1/cart/${t.basketId}/price_adjustments`,
      body: { amount: 1, reason: 'Price match' },
    }),
  },
  {
    name: 'change a price adjustment',
    refusal: associateGets('BSK404'),
    request: (t) => ({
      method: 'PATCH',
      path: `/cart/v1/cart/${t.basketId}/price_adjustments/${t.adjustmentId}`,
      body: { amount: 2, reason: 'Price match' },
    }),
  },
  {
    name: 'remove a price adjustment',
    refusal: associateGets('BSK404'),
    request: (t) => ({
      method: 'DELETE',
      path: `/cart/v1/cart/${t.basketId}/price_adjustments/${t.adjustmentId}`,
    }),
  },
  // Checkout calls of the cart service.
  {
    name: 'set the shipping address',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: `/cart/v2/cart/${t.basketId}/shippingAddress`,
      body: { addresses: [address] },
    }),
  },
  {
    name: 'set the shipping address of a wallet basket by bid',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: `/cart/v2/cart/${t.productPageBasketId}/shippingAddress?bid=${t.productPageBasketId}`,
      body: { addresses: [address] },
    }),
  },
  {
    name: 'delete the shipping address',
    refusal: basket,
    request: (t) => ({ method: 'DELETE', path: `/cart/v2/cart/${t.basketId}/shippingAddress` }),
  },
  {
    name: 'validate an address against the bag',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: `/cart/v1/cart/${t.basketId}/shippingAddress/validation`,
      body: { address },
    }),
  },
  {
    name: 'set the billing address',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: `/cart/v1/cart/${t.basketId}/billingAddress`,
      body: { billingAddress: address },
    }),
  },
  {
    name: 'delete the billing address',
    refusal: basket,
    request: (t) => ({ method: 'DELETE', path: `/cart/v1/cart/${t.basketId}/billingAddress` }),
  },
  {
    name: 'read the payment methods',
    refusal: basket,
    request: (t) => ({ method: 'GET', path: `/cart/v1/cart/${t.basketId}/paymentMethods` }),
  },
  {
    name: 'add a payment instrument',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: `/cart/v1/cart/${t.basketId}/paymentInstruments`,
      body: { payment_method_id: 'KLARNA' },
    }),
  },
  {
    name: 'remove a payment instrument',
    refusal: basket,
    request: (t) => ({
      method: 'DELETE',
      path: `/cart/v1/cart/${t.basketId}/paymentInstruments`,
      body: { payment_instrument_id: t.instrumentId },
    }),
  },
  {
    name: 'choose a loyalty reward',
    refusal: basket,
    request: (t) => ({
      method: 'PUT',
      path: `/cart/v1/cart/${t.basketId}/reward`,
      body: { appliedLoyaltyVoucher: null },
    }),
  },
  {
    name: 'open a payment session',
    refusal: basket,
    request: (t) => ({ method: 'GET', path: `/cart/v1/paymentSession?basketId=${t.basketId}` }),
  },
  {
    name: 'attach a device fingerprint',
    refusal: basket,
    request: (t) => ({
      method: 'POST',
      path: '/cart/v1/deviceFingerPrint',
      body: { cartId: t.basketId, fingerprint: 'fp' },
    }),
  },
  {
    name: 'prepare the order',
    refusal: basket,
    request: (t) => ({ method: 'POST', path: `/cart/v1/cart/prepareOrder?basketId=${t.basketId}` }),
  },
  {
    name: 'place the bag as an order',
    refusal: basket,
    request: (t) => ({
      method: 'PUT',
      path: '/cart/v2/checkout/order',
      body: placement(t.basketId),
    }),
  },
  {
    name: "pay one's own bag with the owner's saved card",
    refusal: shopperGets('PYT404'),
    request: (t, own) => ({
      method: 'PUT',
      path: '/cart/v2/checkout/order',
      body: placement(own.basketId, {
        paymentMethod: { code: 'CREDIT_CARD', id: t.cardId, additionalData: {} },
      }),
    }),
  },
  {
    name: "add the owner's saved card to one's own bag",
    refusal: shopperGets('PYT404'),
    request: (t, own) => ({
      method: 'POST',
      path: `/cart/v1/cart/${own.basketId}/paymentInstruments`,
      body: { payment_method_id: 'CREDIT_CARD', payment_instrument_id: t.cardId },
    }),
  },
  // Orders: the number alone, or with an access token that is not the order's.
  {
    name: 'read a placed order',
    refusal: order,
    request: (t) => ({ method: 'GET', path: `/cart/v2/checkout/order/${t.order.orderNumber}` }),
  },
  {
    name: "read a placed order with another order's token",
    refusal: order,
    request: (t, own) => ({
      method: 'GET',
      path: `/cart/v2/checkout/order/${t.order.orderNumber}?st=${own.order.st}`,
    }),
  },
  {
    name: 'read an order waiting for 3-D Secure',
    refusal: order,
    request: (t) => ({
      method: 'GET',
      path: `/cart/v2/checkout/order/${t.pendingOrder.orderNumber}`,
    }),
  },
  {
    name: 'give up an order waiting for 3-D Secure',
    refusal: orderPatch,
    request: (t) => ({
      method: 'PATCH',
      path: `/cart/v2/checkout/order/${t.pendingOrder.orderNumber}`,
      body: giveUp,
    }),
  },
  {
    name: "give up a waiting order with another order's token",
    refusal: orderPatch,
    request: (t, own) => ({
      method: 'PATCH',
      path: `/cart/v2/checkout/order/${t.pendingOrder.orderNumber}?st=${own.pendingOrder.st}`,
      body: giveUp,
    }),
  },
  {
    name: 'patch a placed order',
    refusal: orderPatch,
    request: (t) => ({
      method: 'PATCH',
      path: `/cart/v2/checkout/order/${t.order.orderNumber}`,
      body: giveUp,
    }),
  },
  // Favorites (server/wishlists): anyone's list or item is a missing one (WSH404).
  {
    name: 'remove a favorite',
    refusal: shopperGets('WSH404'),
    request: (t) => ({
      method: 'DELETE',
      path: `/wishlists/v2/favorites/${t.favoriteId}/items/${t.favoriteItemId}`,
    }),
  },
  {
    name: 'read whether the favorites are shared',
    refusal: shopperGets('WSH404'),
    request: (t) => ({ method: 'GET', path: `/wishlists/v2/favorites/${t.favoriteId}/share` }),
  },
  {
    name: 'share the favorites',
    refusal: shopperGets('WSH404'),
    request: (t) => ({ method: 'POST', path: `/wishlists/v2/favorites/${t.favoriteId}/share` }),
  },
  {
    name: 'stop sharing the favorites',
    refusal: shopperGets('WSH404'),
    request: (t) => ({ method: 'DELETE', path: `/wishlists/v2/favorites/${t.favoriteId}/share` }),
  },
  // The consumer's profile and address book (server/consumer): the session names the owner.
  {
    name: 'read the profile',
    refusal: (caller) => (caller === 'consumer' ? null : 'AUT404'),
    request: () => ({ method: 'GET', path: '/consumers-v3/consumer/profile' }),
  },
  {
    name: 'replace a saved address',
    refusal: consumerGets('CCA401'),
    request: (t) => ({
      method: 'PUT',
      path: `/consumers-v3/consumer/address/${t.addressId}`,
      body: { address: { ...address, approachType: 'S' } },
    }),
  },
  {
    name: 'delete a saved address',
    refusal: consumerGets('CCA401'),
    request: (t) => ({ method: 'DELETE', path: `/consumers-v3/consumer/address/${t.addressId}` }),
  },
  {
    name: 'make a saved card the main one',
    refusal: consumerGets('PYT404'),
    request: (t) => ({
      method: 'PATCH',
      path: `/consumers-v3/consumer/payment_instruments/${t.cardId}`,
      body: { main: true },
    }),
  },
  {
    name: 'remove a saved card',
    refusal: consumerGets('PYT404'),
    request: (t) => ({
      method: 'DELETE',
      path: `/consumers-v3/consumer/payment_instruments/${t.cardId}`,
    }),
  },
  {
    name: 'remove a saved gift card',
    refusal: consumerGets('PYT404'),
    request: (t) => ({
      method: 'DELETE',
      path: `/consumers-v3/consumer/payment_instruments/${t.giftCardId}`,
    }),
  },
  {
    name: "pay one's own bag with the owner's saved gift card",
    refusal: shopperGets('PYT404'),
    request: (t, own) => ({
      method: 'POST',
      path: `/cart/v1/cart/${own.basketId}/paymentInstruments`,
      body: { payment_method_id: 'GIFT_CARD', payment_instrument_id: t.giftCardId },
    }),
  },
];

interface Actor {
  name: string;
  caller: Caller;
  shopper: Shopper;
  /** Null for the anonymous caller, who owns nothing. */
  owner: (Owner & { holdings: Holdings }) | null;
}

const { call, db } = setupCartApi();
const actors: Actor[] = [];

async function ownerOf(shopper: Shopper, type: Owner['type'], name: string): Promise<Owner> {
  const { basketId } = await cartClient(call, shopper).create();
  const [row] = await db().select().from(baskets).where(eq(baskets.id, basketId));
  return { type, id: row!.ownerId, email: `${name.toLowerCase()}@example.com` };
}

async function addActor(name: string, caller: Caller, shopper: Shopper, till = false) {
  const owner = await ownerOf(shopper, caller === 'consumer' ? 'consumer' : 'guest', name);
  const holdings = await createHoldings(call, db(), shopper, { ...owner, till });
  actors.push({ name, caller, shopper, owner: { ...owner, holdings } });
}

/** A store's till: the associate's session and a shopper's guest session in one browser. */
async function till(): Promise<Shopper> {
  const jar = new CookieJar();
  const login = await call('/consumers-v3/consumer/agent/login', {
    method: 'POST',
    body: {
      storeId: IN_STORE_SALE.storeId,
      employeeId: IN_STORE_SALE.storeEmployeeId,
      password: SEED_ASSOCIATE_PASSWORD,
    },
    jar,
  });
  expect(login.status).toBe(200);
  await guestToken(call, jar);
  return { jar };
}

beforeAll(async () => {
  shoeVariant = await variantOf(db(), SEED_IDS.regularShoe);
  for (const product of [SEED_IDS.regularShoe, SEED_IDS.regularApparel, SEED_IDS.accessory]) {
    await setOnlineStock(db(), await variantOf(db(), product), 1000);
  }
  await addActor('GuestA', 'guest', await guestShopper(call));
  await addActor('GuestB', 'guest', await guestShopper(call));
  await addActor('ConsumerA', 'consumer', await signedInShopper(call, db()));
  await addActor('ConsumerB', 'consumer', await signedInShopper(call, db()));
  await addActor('Associate', 'associate', await till(), true);
  actors.push({
    name: 'Anonymous',
    caller: 'anonymous',
    shopper: { jar: new CookieJar() },
    owner: null,
  });
}, 240_000);

async function send(actor: Actor, request: ApiRequest) {
  const reply = await call(request.path, {
    method: request.method,
    ...(request.body !== undefined ? { body: request.body } : {}),
    jar: actor.shopper.jar,
  });
  return { status: reply.status, json: reply.json, text: JSON.stringify(reply.json) };
}

/** What a refusal shows a caller: the status and the error, without the per-request id. */
function shown(reply: { status: number; json: unknown }) {
  const body = reply.json as { errorDetails?: unknown[] } | null;
  return { status: reply.status, errors: body?.errorDetails ?? null };
}

const callers = ['GuestA', 'GuestB', 'ConsumerA', 'ConsumerB', 'Associate', 'Anonymous'];

describe('access-control matrix', () => {
  it.each(callers)('%s reaches nothing another shopper owns', async (name) => {
    const actor = actors.find((each) => each.name === name)!;
    const own = actor.owner?.holdings ?? missingHoldings();
    const victims = actors.flatMap((each) => (each.owner && each !== actor ? [each.owner] : []));
    const before = await Promise.all(victims.map((victim) => snapshotOwner(db(), victim)));

    for (const attempt of attempts) {
      const expected = attempt.refusal(actor.caller);
      const missing = await send(actor, attempt.request(missingHoldings(), own));
      const label = `${name}: ${attempt.name}`;
      if (expected === null) {
        expect(missing.status, label).toBe(200);
      } else {
        expect(shown(missing).status, `${label} (nothing named)`).toBe(statusOf(expected));
        expect(missing.json, `${label} (nothing named)`).toMatchObject({
          errorDetails: [{ errorId: expected }],
        });
      }
      for (const victim of victims) {
        const reply = await send(actor, attempt.request(victim.holdings, own));
        const against = `${label} of ${victim.email}`;
        if (expected === null) expect(reply.status, against).toBe(200);
        else expect(shown(reply), against).toEqual(shown(missing));
        expect(reply.text, `${against} echoes the owner`).not.toContain(victim.email);
      }
    }

    const after = await Promise.all(victims.map((victim) => snapshotOwner(db(), victim)));
    expect(after).toEqual(before);
  });

  it("merges only the signing-in guest's own basket, whatever guestObjects names", async () => {
    const victims = actors.flatMap((each) => (each.owner ? [each.owner] : []));
    const before = await Promise.all(victims.map((victim) => snapshotOwner(db(), victim)));
    // A guest's basket and a consumer's: a merge moves lines only out of guest baskets.
    for (const victim of [victims[0]!, victims[2]!]) {
      const jar = new CookieJar();
      await guestToken(call, jar);
      const reply = await signIn(call, await createAccount(db()), jar, {
        basketId: victim.holdings.basketId,
        favoriteId: victim.holdings.favoriteId,
        saveForLaterId: victim.holdings.saveForLaterId,
      });
      expect(reply.status).toBe(200);
    }
    const after = await Promise.all(victims.map((victim) => snapshotOwner(db(), victim)));
    expect(after).toEqual(before);
  });

  it('answers a back-in-stock request for a stranger’s email as a new one', async () => {
    const variantId = await variantOf(db(), SEED_IDS.outOfStock);
    const ask = (email: string) =>
      call('/products/v1/notifications', {
        method: 'PUT',
        body: { email, variantId, locale: 'fr-fr' },
      });
    const fresh = await ask('nobody.yet@example.com');
    for (const victim of actors.flatMap((each) => (each.owner ? [each.owner] : []))) {
      const before = await snapshotOwner(db(), victim);
      const reply = await ask(victim.email);
      expect({ ...(reply.json as object), email: '' }).toEqual({
        ...(fresh.json as object),
        email: '',
      });
      expect(await snapshotOwner(db(), victim)).toEqual(before);
    }
  });
});

describe('cross-site writes with the owner’s own cookies', () => {
  const forged = [
    { origin: 'https://evil.example' },
    { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  ];

  it.each(forged)('are refused (AUT432) and change nothing: %o', async (headers) => {
    for (const actor of actors) {
      if (!actor.owner) continue;
      const before = await snapshotOwner(db(), actor.owner);
      const { holdings } = actor.owner;
      const writes: ApiRequest[] = [
        {
          method: 'DELETE',
          path: '/cart/v1/item',
          body: { cartId: holdings.basketId, itemId: holdings.itemId },
        },
        {
          method: 'PATCH',
          path: `/cart/v2/checkout/order/${holdings.pendingOrder.orderNumber}`,
          body: giveUp,
        },
        { method: 'DELETE', path: `/consumers-v3/consumer/address/${holdings.addressId}` },
      ];
      for (const write of writes) {
        const reply = await call(write.path, {
          method: write.method,
          body: write.body,
          jar: actor.shopper.jar,
          headers,
        });
        expect(reply.status).toBe(401);
        expect(reply.json).toMatchObject({ errorDetails: [{ errorId: 'AUT432' }] });
      }
      expect(await snapshotOwner(db(), actor.owner)).toEqual(before);
    }
  });
});
