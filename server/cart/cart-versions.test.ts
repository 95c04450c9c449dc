import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BASKET_VERSION_HEADER, cartSchema, cartSummarySchema } from '@/lib/contracts/cart';
import { baskets } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { firstError } from '../testing/test-api';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  variantOf,
  type Shopper,
} from './testing/cart-test-kit';

const { call, db, clock } = setupCartApi();
const DAY_MS = 86_400_000;

/** A change sent from a page that last saw `version` of the cart. */
function sendAt(shopper: Shopper, version: number | string) {
  return (path: string, method: string, body?: unknown) =>
    call(path, {
      method,
      body,
      jar: shopper.jar,
      headers: { [BASKET_VERSION_HEADER]: String(version) },
    });
}

async function cartWithShoe(qty = 1) {
  const shopper = await guestShopper(call);
  const client = cartClient(call, shopper);
  const { basketId } = await client.create();
  const shoe = await variantOf(db(), SEED_IDS.regularShoe, 2);
  const cart = await client.add(basketId, shoe, { qty });
  return { shopper, client, basketId, cart, itemId: cart.items[0]!.id };
}

describe('cart versions', () => {
  it('goes up with every change and stays with reads', async () => {
    const { client, basketId, cart, itemId } = await cartWithShoe();
    const read = await client.get(basketId, '?inventorySupplyCheck=true');
    expect(read.version).toBe(cart.version);
    const changed = await client.update(basketId, itemId, { qty: 2 });
    expect(changed.version).toBe(cart.version + 1);
    expect((await client.get(basketId)).version).toBe(changed.version);
  });

  it('applies a line change made on the current version', async () => {
    const { shopper, basketId, cart, itemId } = await cartWithShoe();
    const reply = await sendAt(shopper, cart.version)(`/cart/v1/cart/${basketId}/item`, 'PUT', {
      itemId,
      qty: 3,
    });
    expect(reply.status).toBe(200);
    const changed = cartSchema.parse(reply.json);
    expect(changed.items.find((item) => item.id === itemId)?.qty).toBe(3);
    expect(changed.version).toBe(cart.version + 1);
  });

  it('refuses a quantity, removal or save made on an older version, changing nothing', async () => {
    const { shopper, client, basketId, cart, itemId } = await cartWithShoe();
    // Another tab sets 2 first.
    const newer = await client.update(basketId, itemId, { qty: 2 });
    const stale = sendAt(shopper, cart.version);

    const changes = [
      [`/cart/v1/cart/${basketId}/item`, 'PUT', { itemId, qty: 2 }],
      ['/cart/v1/item', 'DELETE', { cartId: basketId, itemId }],
      [`/cart/v2/cart/${basketId}/saveForLater`, 'POST', { itemId }],
    ] as const;
    for (const [path, method, body] of changes) {
      const reply = await stale(path, method, body);
      expect(reply.status).toBe(409);
      expect(firstError(reply.json)).toMatchObject({
        errorId: 'BSK409',
        data: { version: newer.version },
      });
    }
    const after = await client.get(basketId);
    expect(after.items.find((item) => item.id === itemId)?.qty).toBe(2);
    expect(after.version).toBe(newer.version);
  });

  it('changes as before when the page sends no version', async () => {
    const { client, basketId, itemId } = await cartWithShoe();
    await client.update(basketId, itemId, { qty: 2 });
    const changed = await client.update(basketId, itemId, { qty: 4 });
    expect(changed.items.find((item) => item.id === itemId)?.qty).toBe(4);
  });

  it('refuses a version that is not a whole number (API400)', async () => {
    const { shopper, basketId, itemId } = await cartWithShoe();
    for (const version of ['two', '-1', '1.5', '']) {
      const reply = await sendAt(shopper, version)('/cart/v1/item', 'DELETE', {
        cartId: basketId,
        itemId,
      });
      expect(reply.status).toBe(400);
      expect(firstError(reply.json)).toMatchObject({
        errorId: 'API400',
        field: `header.${BASKET_VERSION_HEADER}`,
      });
    }
  });
});

describe('the summary the header reads', () => {
  const summaryOf = async (shopper: Shopper, basketId: string) => {
    const reply = await call(`/cart/v1/cart/${basketId}/summary`, { jar: shopper.jar });
    return { status: reply.status, json: reply.json };
  };

  it('counts the units the full cart counts and names its version, changing nothing', async () => {
    const { shopper, client, basketId, cart, itemId } = await cartWithShoe(2);
    // Two shoes bring the free gift along: three units in all.
    expect(cart.totalItems).toBe(3);
    const [before] = await db().select().from(baskets).where(eq(baskets.id, basketId));

    const summary = await summaryOf(shopper, basketId);
    expect(summary.status).toBe(200);
    expect(cartSummarySchema.parse(summary.json)).toEqual({
      basketId,
      totalItems: cart.totalItems,
      version: cart.version,
    });
    const [after] = await db().select().from(baskets).where(eq(baskets.id, basketId));
    expect(after).toEqual(before);

    const emptied = await client.remove(basketId, itemId);
    expect((await summaryOf(shopper, basketId)).json).toEqual({
      basketId,
      totalItems: emptied.totalItems,
      version: cart.version + 1,
    });
    expect(emptied.totalItems).toBe(0);
  });

  it("answers BSK404 for someone else's basket and an unknown one", async () => {
    const { basketId } = await cartWithShoe();
    const stranger = await guestShopper(call);
    for (const id of [basketId, crypto.randomUUID()]) {
      const reply = await summaryOf(stranger, id);
      expect(reply.status).toBe(404);
      expect(firstError(reply.json).errorId).toBe('BSK404');
    }
  });

  it('keeps a visited basket from going idle, at most one write a day, and not an idle one', async () => {
    const { shopper, basketId } = await cartWithShoe();
    const idleFor = (days: number) =>
      db()
        .update(baskets)
        .set({ updatedAt: new Date(clock.now().getTime() - days * DAY_MS) })
        .where(eq(baskets.id, basketId));
    const idleClock = async () =>
      (await db().select().from(baskets).where(eq(baskets.id, basketId)))[0]!.updatedAt.getTime();

    await idleFor(0.5);
    const halfADay = await idleClock();
    await summaryOf(shopper, basketId);
    expect(await idleClock()).toBe(halfADay);

    await idleFor(2);
    await summaryOf(shopper, basketId);
    expect(await idleClock()).toBe(clock.now().getTime());

    await idleFor(31);
    const idle = await summaryOf(shopper, basketId);
    expect(idle.status).toBe(404);
    expect(firstError(idle.json).errorId).toBe('BSK404');
  });

  it('reads a basket idle past CART_IDLE_DAYS as gone before the sweep, and opens another', async () => {
    const { client, basketId } = await cartWithShoe();
    const idleSince = new Date(clock.now().getTime() - 31 * DAY_MS);
    await db().update(baskets).set({ updatedAt: idleSince }).where(eq(baskets.id, basketId));

    expect((await client.failure(`/cart/v1/cart/${basketId}`, 'GET')).errorId).toBe('BSK404');
    const [idle] = await db().select().from(baskets).where(eq(baskets.id, basketId));
    expect(idle?.updatedAt).toEqual(idleSince);
    const fresh = await client.create();
    expect(fresh.basketId).not.toBe(basketId);
    expect(fresh.items).toEqual([]);
  });
});
