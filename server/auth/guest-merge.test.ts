import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@/lib/contracts/auth';
import {
  basketItems,
  baskets,
  products,
  refreshTokens,
  variants,
  wishlistItems,
  wishlists,
} from '../db/schema';
import { SEED_IDS, MIN_PRODUCT_COUNT } from '../db/seed/fixtures';
import { hashSecretToken } from '../security/secret-token';
import { CookieJar } from '../testing/test-api';
import { ACCESS_TOKEN_SECONDS } from './access-token';
import { createAccount, guestToken, setupAuthApi, signIn } from './testing/auth-test-kit';

const { call, db, clock } = setupAuthApi({ products: MIN_PRODUCT_COUNT });

type Owner = { ownerType: 'guest' | 'consumer'; ownerId: string };

async function variantOf(productId: string, index = 0) {
  const rows = await db()
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position));
  return rows[index]!.id;
}

async function basketWith(
  owner: Owner,
  lines: Omit<typeof basketItems.$inferInsert, 'basketId'>[],
) {
  const [basket] = await db()
    .insert(baskets)
    .values({ ...owner, currency: 'USD', locale: 'en-us' })
    .returning();
  await db()
    .insert(basketItems)
    .values(lines.map((line) => ({ basketId: basket!.id, ...line })));
  return basket!.id;
}

async function listWith(
  owner: Owner,
  kind: 'favorites' | 'saveForLater',
  items: { productId: string; variantId?: string }[],
) {
  const [list] = await db()
    .insert(wishlists)
    .values({ ...owner, kind })
    .returning();
  await db()
    .insert(wishlistItems)
    .values(items.map((item) => ({ wishlistId: list!.id, ...item })));
  return list!.id;
}

/** A guest session in the jar, and the guest id it speaks for. */
async function newGuest(jar: CookieJar): Promise<Owner & { familyId: string }> {
  await guestToken(call, jar);
  const [row] = await db()
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(jar.get('stride_rt')!)));
  return { ownerType: 'guest', ownerId: row!.subjectId, familyId: row!.familyId };
}

describe('signing in merges the guest objects', () => {
  it('moves basket lines, adds up matching ones within the maximum, and expires the guest basket', async () => {
    const shoe = await variantOf(SEED_IDS.regularShoe);
    const shirt = await variantOf(SEED_IDS.regularApparel);
    const limited = await variantOf(SEED_IDS.limitedQuantity);
    const [limit] = await db()
      .select({ maxQty: products.maxQty })
      .from(products)
      .where(eq(products.id, SEED_IDS.limitedQuantity));
    expect(limit!.maxQty).toBeLessThan(6);

    const account = await createAccount(db());
    const consumer: Owner = { ownerType: 'consumer', ownerId: account.id };
    const consumerBasket = await basketWith(consumer, [
      { variantId: shoe, qty: 1 },
      { variantId: limited, qty: 1 },
    ]);
    const jar = new CookieJar();
    const guest = await newGuest(jar);
    const guestBasket = await basketWith(guest, [
      { variantId: shoe, qty: 2 },
      { variantId: shirt, qty: 1 },
      { variantId: limited, qty: 5 },
    ]);

    const reply = await signIn(call, account, jar, { basketId: guestBasket });
    expect(reply.status).toBe(200);
    expect(tokenResponseSchema.parse(reply.json).basketId).toBe(consumerBasket);

    const lines = await db()
      .select({ variantId: basketItems.variantId, qty: basketItems.qty })
      .from(basketItems)
      .where(eq(basketItems.basketId, consumerBasket));
    expect(new Map(lines.map((line) => [line.variantId, line.qty]))).toEqual(
      new Map([
        [shoe, 3],
        [shirt, 1],
        [limited, limit!.maxQty],
      ]),
    );
    const [expired] = await db().select().from(baskets).where(eq(baskets.id, guestBasket));
    expect(expired!.status).toBe('expired');

    const guestFamily = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, guest.familyId));
    expect(guestFamily.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('keeps apart lines of one variant that adding to the cart keeps apart', async () => {
    const shoe = await variantOf(SEED_IDS.regularShoe);
    const gift = { to: 'Sam', email: 'sam@example.com', message: 'Happy birthday' };
    const account = await createAccount(db());
    const consumerBasket = await basketWith({ ownerType: 'consumer', ownerId: account.id }, [
      { variantId: shoe, qty: 1 },
      { variantId: shoe, qty: 1, shippingMethod: 'customs', recipeId: 'RECIPE-A' },
    ]);
    const jar = new CookieJar();
    const guest = await newGuest(jar);
    const guestBasket = await basketWith(guest, [
      { variantId: shoe, qty: 1, giftOption: gift },
      { variantId: shoe, qty: 1, shippingMethod: 'customs', recipeId: 'RECIPE-B' },
      { variantId: shoe, qty: 2 },
    ]);

    const reply = await signIn(call, account, jar, { basketId: guestBasket });
    expect(reply.status).toBe(200);

    const lines = await db()
      .select({
        qty: basketItems.qty,
        giftOption: basketItems.giftOption,
        recipeId: basketItems.recipeId,
      })
      .from(basketItems)
      .where(eq(basketItems.basketId, consumerBasket));
    expect(lines).toHaveLength(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        { qty: 3, giftOption: null, recipeId: null },
        { qty: 1, giftOption: gift, recipeId: null },
        { qty: 1, giftOption: null, recipeId: 'RECIPE-A' },
        { qty: 1, giftOption: null, recipeId: 'RECIPE-B' },
      ]),
    );
  });

  it('gives the consumer a basket when there was none, and merges lists without duplicates', async () => {
    const shoe = await variantOf(SEED_IDS.regularShoe);
    const account = await createAccount(db());
    const consumer: Owner = { ownerType: 'consumer', ownerId: account.id };
    const consumerFavorites = await listWith(consumer, 'favorites', [
      { productId: SEED_IDS.regularShoe, variantId: shoe },
    ]);
    const jar = new CookieJar();
    const guest = await newGuest(jar);
    const guestBasket = await basketWith(guest, [{ variantId: shoe, qty: 1 }]);
    const favoriteId = await listWith(guest, 'favorites', [
      { productId: SEED_IDS.regularShoe, variantId: shoe },
      { productId: SEED_IDS.accessory },
    ]);
    const saveForLaterId = await listWith(guest, 'saveForLater', [
      { productId: SEED_IDS.markedDown },
    ]);

    const reply = await signIn(call, account, jar, {
      basketId: guestBasket,
      favoriteId,
      saveForLaterId,
    });
    const session = tokenResponseSchema.parse(reply.json);
    expect(session.basketId).not.toBeNull();
    expect(session.basketId).not.toBe(guestBasket);
    expect(session.favorites).toBe(consumerFavorites);
    expect(session.saveForLaterId).not.toBeNull();

    const favorites = await db()
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, consumerFavorites));
    expect(favorites.map((item) => item.productId).sort()).toEqual(
      [SEED_IDS.accessory, SEED_IDS.regularShoe].sort(),
    );
    const saved = await db()
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, session.saveForLaterId!));
    expect(saved).toEqual([{ productId: SEED_IDS.markedDown }]);
    const leftovers = await db()
      .select()
      .from(wishlists)
      .where(inArray(wishlists.id, [favoriteId, saveForLaterId]));
    expect(leftovers).toEqual([]);
  });

  it('still merges for a guest whose access token expired while signing in', async () => {
    const shoe = await variantOf(SEED_IDS.regularShoe);
    const account = await createAccount(db());
    const jar = new CookieJar();
    const guest = await newGuest(jar);
    const guestBasket = await basketWith(guest, [{ variantId: shoe, qty: 2 }]);
    clock.advance((ACCESS_TOKEN_SECONDS + 1) * 1000);

    const reply = await signIn(call, account, jar, { basketId: guestBasket });
    const { basketId } = tokenResponseSchema.parse(reply.json);
    const lines = await db().select().from(basketItems).where(eq(basketItems.basketId, basketId!));
    expect(lines.map(({ variantId, qty }) => ({ variantId, qty }))).toEqual([
      { variantId: shoe, qty: 2 },
    ]);
  });

  it("never merges another guest's basket named by id", async () => {
    const shoe = await variantOf(SEED_IDS.regularShoe);
    const victimJar = new CookieJar();
    const victim = await newGuest(victimJar);
    const victimBasket = await basketWith(victim, [{ variantId: shoe, qty: 4 }]);

    const account = await createAccount(db());
    const jar = new CookieJar();
    await newGuest(jar);
    const reply = await signIn(call, account, jar, { basketId: victimBasket });
    expect(tokenResponseSchema.parse(reply.json).basketId).toBeNull();

    const [untouched] = await db()
      .select()
      .from(baskets)
      .where(and(eq(baskets.id, victimBasket), eq(baskets.status, 'open')));
    expect(untouched).toBeDefined();
    const lines = await db()
      .select()
      .from(basketItems)
      .where(eq(basketItems.basketId, victimBasket));
    expect(lines).toHaveLength(1);
  });
});
