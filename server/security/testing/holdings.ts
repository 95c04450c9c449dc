import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, or, and } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartSchema } from '@/lib/contracts/cart';
import { placeOrderResponseSchema } from '@/lib/contracts/checkout';
import { favoritesSchema } from '@/lib/contracts/wishlists';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import type { ApiCall } from '../../auth/testing/auth-test-kit';
import { cartClient, variantOf, type Shopper } from '../../cart/testing/cart-test-kit';
import {
  AUTHORISED_CARD,
  CHALLENGE_CARD,
  checkoutClient,
  readyCart,
  testCard,
  usAddress,
} from '../../checkout/testing/checkout-test-kit';
import type { Database } from '../../db/client';
import {
  basketItems,
  baskets,
  consumerAddresses,
  consumerGiftCards,
  consumerPaymentCards,
  consumers,
  giftCards,
  orderItems,
  orders,
  payments,
  stockNotifications,
  wishlistItems,
  wishlistShares,
  wishlists,
} from '../../db/schema';
import { SEED_EMPLOYEE_ID, SEED_IDS, SEED_STORE_IDS } from '../../db/seed/fixtures';

/** An order as its owner holds it: the number and the access token of its link. */
export interface OrderKey {
  orderNumber: string;
  st: string;
}

/** Every id a shopper's resources are reached by; the attempts name them. */
export interface Holdings {
  basketId: string;
  itemId: string;
  instrumentId: string;
  adjustmentId: string;
  saveForLaterId: string;
  savedItemId: string;
  productPageBasketId: string;
  order: OrderKey;
  pendingOrder: OrderKey;
  addressId: string;
  cardId: string;
  favoriteId: string;
  favoriteItemId: string;
  /** A gift card saved in the account (consumers). */
  giftCardId: string;
}

/** Whose rows a snapshot reads: the session's subject and the email its forms carry. */
export interface Owner {
  type: 'guest' | 'consumer';
  id: string;
  email: string;
}

export const IN_STORE_SALE = {
  storeId: SEED_STORE_IDS.pickupStore,
  storeEmployeeId: SEED_EMPLOYEE_ID,
};

function randomOrderNumber(): string {
  return `ST${randomBytes(8).toString('hex').toUpperCase().slice(0, 12)}`;
}

/** Ids of the right shape that name nothing: what every foreign id must look like. */
export function missingHoldings(): Holdings {
  return {
    basketId: randomUUID(),
    itemId: randomUUID(),
    instrumentId: randomUUID(),
    adjustmentId: randomUUID(),
    saveForLaterId: randomUUID(),
    savedItemId: randomUUID(),
    productPageBasketId: randomUUID(),
    order: { orderNumber: randomOrderNumber(), st: randomBytes(24).toString('base64url') },
    pendingOrder: { orderNumber: randomOrderNumber(), st: randomBytes(24).toString('base64url') },
    addressId: randomUUID(),
    cardId: randomUUID(),
    favoriteId: randomUUID(),
    favoriteItemId: randomUUID(),
    giftCardId: randomUUID(),
  };
}

async function ok(reply: Promise<{ status: number; json: unknown }>, status = 200) {
  const { status: actual, json } = await reply;
  expect(actual, JSON.stringify(json)).toBe(status);
  return json;
}

/**
 * Gives a shopper one of everything the API keeps for an owner: a placed order (saving the
 * card for consumers; an in-store sale for the till), an order waiting for 3-D Secure, an
 * open bag with a line, a saved-for-later line, a coupon, addresses and a payment instrument
 * (a price adjustment on the till), a product-page wallet basket, an address book entry and
 * a saved gift card (consumers), a favorites list and a back-in-stock request. Addresses carry
 * the owner's email, so a reply that leaks them is recognised.
 */
export async function createHoldings(
  call: ApiCall,
  db: Database,
  shopper: Shopper,
  owner: Owner & { till: boolean },
): Promise<Holdings> {
  const { email, till } = owner;
  const consumer = owner.type === 'consumer';
  const address = { ...usAddress, email, lastName: email.split('@')[0]! };
  const checkout = checkoutClient(call, shopper);
  const send = checkout.send;

  const placed = await readyCart(call, db, shopper);
  await checkout.shipTo(placed.basketId, address);
  const order = placeOrderResponseSchema.parse(
    await ok(
      send('/cart/v2/checkout/order', 'PUT', {
        ...checkout.placeBody(
          placed.basketId,
          testCard(AUTHORISED_CARD, consumer ? { storePaymentMethod: true } : {}),
        ),
        ...(till ? { inStoreSalesInfo: IN_STORE_SALE } : {}),
      }),
    ),
  );
  const waiting = await readyCart(call, db, shopper);
  await checkout.shipTo(waiting.basketId, address);
  const pendingOrder = await checkout.place(waiting.basketId, testCard(CHALLENGE_CARD));
  expect(pendingOrder.status).toBe('PaymentPending');

  const carts = cartClient(call, shopper);
  const { basketId } = await carts.create();
  await carts.add(basketId, await variantOf(db, SEED_IDS.regularShoe));
  const withTwo = await carts.add(basketId, await variantOf(db, SEED_IDS.regularApparel));
  const apparel = withTwo.items.find((item) => item.masterId === SEED_IDS.regularApparel)!;
  const saved = cartSchema.parse(
    await ok(send(`/cart/v2/cart/${basketId}/saveForLater`, 'POST', { itemId: apparel.id })),
  );
  await carts.coupon(basketId, 'WELCOME10');
  await checkout.shipTo(basketId, address);
  await checkout.billSameAsShipping(basketId);
  const withCard = cartSchema.parse(
    await ok(
      send(`/cart/v1/cart/${basketId}/paymentInstruments`, 'POST', {
        payment_method_id: 'CREDIT_CARD',
      }),
    ),
  );
  const adjusted = till
    ? cartSchema.parse(
        await ok(
          send(`/cart/v1/cart/${basketId}/price_adjustments`, 'POST', {
            amount: 5,
            reason: 'Price match',
          }),
        ),
      )
    : null;
  const productPage = cartSchema.parse(
    await ok(
      send('/cart/v1/cartWithItem?context=APPLE_PAY_EXPRESS', 'POST', {
        productId: await variantOf(db, SEED_IDS.accessory),
      }),
    ),
  );

  let addressId: string = randomUUID();
  let cardId: string = randomUUID();
  let giftCardId: string = randomUUID();
  if (consumer) {
    const added = (await ok(
      send('/consumers-v3/consumer/address', 'POST', {
        address: { ...address, approachType: 'S' },
      }),
      201,
    )) as { addressId: string };
    addressId = added.addressId;
    const [card] = await db
      .select({ id: consumerPaymentCards.id })
      .from(consumerPaymentCards)
      .where(eq(consumerPaymentCards.consumerId, owner.id));
    cardId = card!.id;
    const giftCardNumber = `6006450${String(randomBytes(4).readUInt32BE()).padStart(10, '0')}`;
    await db
      .insert(giftCards)
      .values({ number: giftCardNumber, pin: '2468', currency: 'USD', balanceMinor: 5000 });
    const savedGift = (await ok(
      send('/consumers-v3/consumer/payment_instruments', 'POST', {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: giftCardNumber, pin: '2468' },
        recaptcha_response: offlineRecaptchaToken('savePaymentMethod'),
      }),
      201,
    )) as { giftCard: { paymentInstrumentId: string } };
    giftCardId = savedGift.giftCard.paymentInstrumentId;
  }
  const favorites = favoritesSchema.parse(
    await ok(send('/wishlists/v2/favorites', 'POST', { productId: SEED_IDS.regularShoe })),
  );
  await ok(send(`/wishlists/v2/favorites/${favorites.favoriteId}/share`, 'POST'), 201);
  await ok(
    send('/products/v1/notifications', 'PUT', {
      email,
      variantId: await variantOf(db, SEED_IDS.outOfStock),
      locale: 'en-us',
    }),
  );

  return {
    basketId,
    itemId: withTwo.items.find((item) => item.masterId === SEED_IDS.regularShoe)!.id,
    instrumentId: withCard.payment_instruments[0]!.payment_instrument_id,
    adjustmentId: adjusted?.priceAdjustments[0]?.adjustmentId ?? randomUUID(),
    saveForLaterId: saved.saveForLater!.saveForLaterId,
    savedItemId: saved.saveForLater!.items[0]!.itemId,
    productPageBasketId: productPage.basketId,
    order: { orderNumber: order.orderNumber, st: order.st },
    pendingOrder: { orderNumber: pendingOrder.orderNumber, st: pendingOrder.st },
    addressId,
    cardId,
    favoriteId: favorites.favoriteId!,
    favoriteItemId: favorites.items[0]!.itemId,
    giftCardId,
  };
}

/**
 * Every row the owner has, read straight from the database: baskets (the bag and product-page
 * ones) and their lines and payments, orders and their lines, the account with its addresses,
 * cards and lists, and back-in-stock requests. Two snapshots are equal when nothing changed.
 */
export async function snapshotOwner(db: Database, owner: Owner) {
  const basketRows = await db
    .select()
    .from(baskets)
    .where(
      or(
        and(eq(baskets.ownerType, owner.type), eq(baskets.ownerId, owner.id)),
        and(eq(baskets.ownerType, 'productPage'), eq(baskets.ownerId, `${owner.type}:${owner.id}`)),
      ),
    )
    .orderBy(baskets.id);
  const basketIds = basketRows.map((basket) => basket.id);
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.ownerId, owner.id))
    .orderBy(orders.orderNumber);
  const orderNumbers = orderRows.map((order) => order.orderNumber);
  const lists = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.ownerType, owner.type), eq(wishlists.ownerId, owner.id)))
    .orderBy(wishlists.id);
  const consumerId = owner.type === 'consumer' ? owner.id : randomUUID();
  const rows = {
    baskets: basketRows,
    basketItems: basketIds.length
      ? await db
          .select()
          .from(basketItems)
          .where(inArray(basketItems.basketId, basketIds))
          .orderBy(basketItems.id)
      : [],
    payments: basketIds.length
      ? await db
          .select()
          .from(payments)
          .where(inArray(payments.basketId, basketIds))
          .orderBy(payments.id)
      : [],
    orders: orderRows,
    orderItems: orderNumbers.length
      ? await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderNumber, orderNumbers))
          .orderBy(orderItems.id)
      : [],
    lists,
    listItems: lists.length
      ? await db
          .select()
          .from(wishlistItems)
          .where(
            inArray(
              wishlistItems.wishlistId,
              lists.map((list) => list.id),
            ),
          )
          .orderBy(wishlistItems.id)
      : [],
    listShares: lists.length
      ? await db
          .select()
          .from(wishlistShares)
          .where(
            inArray(
              wishlistShares.wishlistId,
              lists.map((list) => list.id),
            ),
          )
          .orderBy(wishlistShares.id)
      : [],
    account: await db.select().from(consumers).where(eq(consumers.id, consumerId)),
    addresses: await db
      .select()
      .from(consumerAddresses)
      .where(eq(consumerAddresses.consumerId, consumerId))
      .orderBy(consumerAddresses.id),
    cards: await db
      .select()
      .from(consumerPaymentCards)
      .where(eq(consumerPaymentCards.consumerId, consumerId))
      .orderBy(consumerPaymentCards.id),
    savedGiftCards: await db
      .select()
      .from(consumerGiftCards)
      .where(eq(consumerGiftCards.consumerId, consumerId))
      .orderBy(consumerGiftCards.id),
    notifications: await db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.email, owner.email))
      .orderBy(stockNotifications.id),
  };
  return JSON.parse(JSON.stringify(rows)) as unknown;
}
