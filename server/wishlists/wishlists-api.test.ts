import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@/lib/contracts/auth';
import { saveForLaterResponseSchema } from '@/lib/contracts/cart';
import {
  favoriteShareSchema,
  favoritesSchema,
  MAX_FAVORITE_ITEMS,
  sharedFavoritesSchema,
} from '@/lib/contracts/wishlists';
import {
  createAccount,
  freshAddress,
  guestToken,
  setupAuthApi,
  signIn,
  type ApiCall,
} from '../auth/testing/auth-test-kit';
import { resetEnvForTests } from '../config/env';
import { createEmployee } from '../consumer/testing/consumer-test-kit';
import { variants, wishlistItems, wishlistShares, wishlists } from '../db/schema';
import { MIN_PRODUCT_COUNT, SEED_IDS } from '../db/seed/fixtures';
import { CookieJar } from '../testing/test-api';
import { SHARED_LIST_READS_PER_MINUTE } from './wishlist-dependencies';

const { call, db } = setupAuthApi({ products: MIN_PRODUCT_COUNT });

const FAVORITES = '/wishlists/v2/favorites';

function errorIdOf(json: unknown): string | undefined {
  return (json as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]?.errorId;
}

/** A shopper's calls, with the session in its own cookie jar. */
function shopper(jar: CookieJar, api: ApiCall = call) {
  return {
    jar,
    list: () => api(FAVORITES, { jar }),
    add: (productId: string, variantId?: string) =>
      api(FAVORITES, { method: 'POST', body: { productId, variantId }, jar }),
    remove: (favoriteId: string, itemId: string) =>
      api(`${FAVORITES}/${favoriteId}/items/${itemId}`, { method: 'DELETE', jar }),
    share: (favoriteId: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
      api(`${FAVORITES}/${favoriteId}/share`, { method, jar }),
  };
}

async function newGuest() {
  const jar = new CookieJar();
  await guestToken(call, jar);
  return shopper(jar);
}

async function newConsumer(overrides: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(db(), overrides);
  const jar = new CookieJar();
  await guestToken(call, jar);
  await signIn(call, account, jar);
  return { ...shopper(jar), account };
}

const favoritesOf = (json: unknown) => favoritesSchema.parse(json);

/** Opens a shared list as a visitor with no session at all. */
const openShared = (token: string, headers: Record<string, string> = freshAddress()) =>
  call(`/wishlists/v2/shared/${token}`, { headers });

describe('favorites', () => {
  it('keeps a product once, with catalogue name, image, price and its sizes', async () => {
    const guest = await newGuest();
    const empty = favoritesOf((await guest.list()).json);
    expect(empty).toEqual({ favoriteId: null, items: [], total: 0 });

    expect((await guest.add(SEED_IDS.regularShoe)).status).toBe(200);
    const twice = favoritesOf((await guest.add(SEED_IDS.regularShoe)).json);
    expect(twice.total).toBe(1);
    const [item] = twice.items;
    expect(item).toMatchObject({
      productId: SEED_IDS.regularShoe,
      variantId: null,
      size: null,
      purchasable: true,
      currency: 'USD',
    });
    expect(item!.name).not.toBe('');
    expect(item!.image?.url).toBeTruthy();
    expect(item!.price?.lowCurrent).toBeGreaterThan(0);
    expect(item!.sizes.length).toBeGreaterThan(1);
    expect(item!.sizes.some((size) => size.available)).toBe(true);
  });

  it('records the chosen size and refuses a size of another product', async () => {
    const guest = await newGuest();
    const [shoeVariant] = await db()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, SEED_IDS.regularShoe))
      .limit(1);
    await guest.add(SEED_IDS.regularShoe);
    const sized = favoritesOf((await guest.add(SEED_IDS.regularShoe, shoeVariant!.id)).json);
    expect(sized.total).toBe(1);
    expect(sized.items[0]).toMatchObject({ variantId: shoeVariant!.id });
    expect(sized.items[0]!.size).toBeTruthy();

    const wrong = await guest.add(SEED_IDS.regularApparel, shoeVariant!.id);
    expect(wrong.status).toBe(404);
    expect(errorIdOf(wrong.json)).toBe('PLP400');
  });

  it('says when a favorite cannot be bought, and refuses unknown or malformed products', async () => {
    const guest = await newGuest();
    const list = favoritesOf((await guest.add(SEED_IDS.outOfStock)).json);
    expect(list.items[0]!.purchasable).toBe(false);
    expect(list.items[0]!.sizes.every((size) => !size.available)).toBe(true);

    const unknown = await guest.add('ZZ99999999');
    expect(errorIdOf(unknown.json)).toBe('PLP400');
    const malformed = await guest.add('not a product');
    expect(malformed.status).toBe(400);
  });

  it('removes an item, and treats an unknown item as not found', async () => {
    const guest = await newGuest();
    await guest.add(SEED_IDS.regularShoe);
    const kept = favoritesOf((await guest.add(SEED_IDS.markedDown)).json);
    const shoe = kept.items.find((item) => item.productId === SEED_IDS.regularShoe)!;
    const removed = await guest.remove(kept.favoriteId!, shoe.itemId);
    expect(favoritesOf(removed.json).items.map((item) => item.productId)).toEqual([
      SEED_IDS.markedDown,
    ]);
    const again = await guest.remove(kept.favoriteId!, shoe.itemId);
    expect(again.status).toBe(404);
    expect(errorIdOf(again.json)).toBe('WSH404');
  });

  it('stops at the size cap', async () => {
    const guest = await newGuest();
    const list = favoritesOf((await guest.add(SEED_IDS.regularShoe)).json);
    await db()
      .insert(wishlistItems)
      .values(
        Array.from({ length: MAX_FAVORITE_ITEMS - 1 }, () => ({
          wishlistId: list.favoriteId!,
          productId: SEED_IDS.accessory,
        })),
      );
    const full = await guest.add(SEED_IDS.markedDown);
    expect(full.status).toBe(409);
    expect(errorIdOf(full.json)).toBe('WSH409');
  });

  it('needs a session', async () => {
    const reply = await call(FAVORITES);
    expect(errorIdOf(reply.json)).toBe('AUT404');
  });
});

describe("another shopper's favorites", () => {
  it('are not found, whatever the call, and stay as they were', async () => {
    const owner = await newConsumer();
    const list = favoritesOf((await owner.add(SEED_IDS.regularShoe)).json);
    const itemId = list.items[0]!.itemId;
    await owner.share(list.favoriteId!, 'POST');

    for (const intruder of [await newGuest(), await newConsumer()]) {
      for (const reply of [
        await intruder.remove(list.favoriteId!, itemId),
        await intruder.share(list.favoriteId!),
        await intruder.share(list.favoriteId!, 'POST'),
        await intruder.share(list.favoriteId!, 'DELETE'),
      ]) {
        expect(reply.status).toBe(404);
        expect(errorIdOf(reply.json)).toBe('WSH404');
      }
      // Their own list is theirs alone.
      expect(favoritesOf((await intruder.list()).json).items).toEqual([]);
    }
    expect(favoritesOf((await owner.list()).json).items.map((item) => item.itemId)).toEqual([
      itemId,
    ]);
    expect(favoriteShareSchema.parse((await owner.share(list.favoriteId!)).json).shared).toBe(true);
  });
});

describe('share links', () => {
  it('show the list read-only to anyone, until revoked; a revoked token never works again', async () => {
    const owner = await newConsumer();
    await owner.add(SEED_IDS.regularShoe);
    const list = favoritesOf((await owner.add(SEED_IDS.regularApparel)).json);
    expect(favoriteShareSchema.parse((await owner.share(list.favoriteId!)).json)).toEqual({
      shared: false,
      createdAt: null,
    });

    const created = await owner.share(list.favoriteId!, 'POST');
    expect(created.status).toBe(201);
    const { token } = favoriteShareSchema.parse(created.json);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const stored = await db().select().from(wishlistShares);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(favoriteShareSchema.parse((await owner.share(list.favoriteId!)).json)).toMatchObject({
      shared: true,
    });

    const shared = await openShared(token!);
    expect(shared.status).toBe(200);
    const read = sharedFavoritesSchema.parse(shared.json);
    // The test clock stands still, so items added in one test share a time: compare as sets.
    expect(read.items.map((item) => item.productId).sort()).toEqual([
      SEED_IDS.regularShoe,
      SEED_IDS.regularApparel,
    ]);
    // No ids to act with, nothing of the owner.
    const text = JSON.stringify(shared.json);
    expect(text).not.toContain(list.favoriteId!);
    expect(text).not.toContain(list.items[0]!.itemId);
    expect(text).not.toContain(owner.account.email);

    expect((await owner.share(list.favoriteId!, 'DELETE')).status).toBe(200);
    const revoked = await openShared(token!);
    expect(revoked.status).toBe(404);
    expect(errorIdOf(revoked.json)).toBe('WSH404');
    // Sharing again makes a new token; the old one stays dead.
    const next = favoriteShareSchema.parse((await owner.share(list.favoriteId!, 'POST')).json);
    expect(next.token).not.toBe(token);
    expect((await openShared(token!)).status).toBe(404);
    expect((await openShared(next.token!)).status).toBe(200);
  });

  it('a new link replaces the live one', async () => {
    const owner = await newGuest();
    const list = favoritesOf((await owner.add(SEED_IDS.regularShoe)).json);
    const first = favoriteShareSchema.parse((await owner.share(list.favoriteId!, 'POST')).json);
    const second = favoriteShareSchema.parse((await owner.share(list.favoriteId!, 'POST')).json);
    expect((await openShared(first.token!)).status).toBe(404);
    expect((await openShared(second.token!)).status).toBe(200);
  });

  it('answer guessed and malformed tokens alike, and limit how many one address tries', async () => {
    const address = freshAddress();
    const guessed = await openShared('A'.repeat(43), address);
    const malformed = await openShared('short', address);
    for (const reply of [guessed, malformed]) {
      expect(reply.status).toBe(404);
      expect(errorIdOf(reply.json)).toBe('WSH404');
    }
    for (let attempt = 2; attempt < SHARED_LIST_READS_PER_MINUTE; attempt += 1) {
      await openShared('B'.repeat(43), address);
    }
    const limited = await openShared('C'.repeat(43), address);
    expect(limited.status).toBe(429);
    expect(errorIdOf(limited.json)).toBe('WSH429');
  });
});

describe('signing in', () => {
  it("merges the guest's favorites into the account, and the token reply names the list", async () => {
    const account = await createAccount(db());
    const consumerJar = new CookieJar();
    await guestToken(call, consumerJar);
    await signIn(call, account, consumerJar);
    const before = favoritesOf((await shopper(consumerJar).add(SEED_IDS.regularShoe)).json);

    const guest = await newGuest();
    await guest.add(SEED_IDS.regularShoe);
    const guestList = favoritesOf((await guest.add(SEED_IDS.markedDown)).json);
    const guestTokenReply = tokenResponseSchema.parse((await guestToken(call, guest.jar)).json);
    expect(guestTokenReply.favorites).toBe(guestList.favoriteId);

    const signedIn = await signIn(call, account, guest.jar, {
      favoriteId: guestList.favoriteId!,
    });
    expect(tokenResponseSchema.parse(signedIn.json).favorites).toBe(before.favoriteId);
    const merged = favoritesOf((await guest.list()).json);
    expect(merged.favoriteId).toBe(before.favoriteId);
    expect(merged.items.map((item) => item.productId).sort()).toEqual([
      SEED_IDS.regularShoe,
      SEED_IDS.markedDown,
    ]);
  });
});

describe('refusals', () => {
  afterEach(() => {
    delete process.env.ALLOW_FAVORITES;
    resetEnvForTests();
  });

  it('refuses favorites to a connected employee', async () => {
    const account = await createEmployee(db());
    const jar = new CookieJar();
    await guestToken(call, jar);
    await signIn(call, account, jar);
    const employee = shopper(jar);
    for (const reply of [await employee.list(), await employee.add(SEED_IDS.regularShoe)]) {
      expect(reply.status).toBe(403);
      expect(errorIdOf(reply.json)).toBe('WSH405');
    }
  });

  it('refuses every favorites call while the allow-favorites setting is off', async () => {
    const owner = await newGuest();
    const list = favoritesOf((await owner.add(SEED_IDS.regularShoe)).json);
    const { token } = favoriteShareSchema.parse((await owner.share(list.favoriteId!, 'POST')).json);
    process.env.ALLOW_FAVORITES = 'off';
    resetEnvForTests();
    for (const reply of [
      await owner.list(),
      await owner.add(SEED_IDS.markedDown),
      await owner.share(list.favoriteId!),
      await openShared(token!),
    ]) {
      expect(reply.status).toBe(403);
      expect(errorIdOf(reply.json)).toBe('WSH403');
    }
  });
});

describe('saved for later', () => {
  it('reads the list the cart keeps, priced by the catalogue, and is off for employees', async () => {
    const guest = await newGuest();
    const empty = await call('/wishlists/v2/saveForLater', { jar: guest.jar });
    expect(empty.json).toEqual({ saveForLaterId: '', items: [] });

    const consumer = await newConsumer();
    const [variant] = await db()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, SEED_IDS.regularShoe))
      .limit(1);
    const [list] = await db()
      .insert(wishlists)
      .values({ kind: 'saveForLater', ownerType: 'consumer', ownerId: consumer.account.id })
      .returning();
    await db()
      .insert(wishlistItems)
      .values({ wishlistId: list!.id, productId: SEED_IDS.regularShoe, variantId: variant!.id });
    const saved = saveForLaterResponseSchema.parse(
      (await call('/wishlists/v2/saveForLater', { jar: consumer.jar })).json,
    );
    expect(saved.saveForLaterId).toBe(list!.id);
    expect(saved.items).toMatchObject([{ productId: variant!.id, masterId: SEED_IDS.regularShoe }]);
    expect(saved.items[0]!.price?.current).toBeGreaterThan(0);

    const account = await createEmployee(db());
    const jar = new CookieJar();
    await guestToken(call, jar);
    await signIn(call, account, jar);
    const refused = await call('/wishlists/v2/saveForLater', { jar });
    expect(errorIdOf(refused.json)).toBe('API405');
  });
});
