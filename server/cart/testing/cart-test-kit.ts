import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartSchema, type Cart } from '@/lib/contracts/cart';
import type { Clock } from '../../auth/clock';
import { getEnv } from '../../config/env';
import type { Database } from '../../db/client';
import { variants } from '../../db/schema';
import { MIN_PRODUCT_COUNT } from '../../db/seed/fixtures';
import { defaultHeaders, CookieJar, firstError } from '../../testing/test-api';
import { expireIdleBaskets } from '../expiry';
import {
  createAccount,
  guestToken,
  setupAuthApi,
  signIn,
  type ApiCall,
} from '../../auth/testing/auth-test-kit';

/** Headers of a storefront locale, e.g. ('en_GB', 'EMEA'). */
export function localeHeaders(locale: string, region: 'NORA' | 'EMEA') {
  return defaultHeaders(locale, region);
}

/** A seeded database with the demo promotions, an API with a manual clock. */
export function setupCartApi() {
  return setupAuthApi({ products: MIN_PRODUCT_COUNT });
}

/** One browser: its cookie jar and the headers of its storefront. */
export interface Shopper {
  jar: CookieJar;
  headers?: Record<string, string>;
}

export async function guestShopper(
  call: ApiCall,
  headers?: Record<string, string>,
): Promise<Shopper> {
  const jar = new CookieJar();
  const reply = await guestToken(call, jar);
  expect(reply.status).toBe(200);
  return { jar, headers };
}

export async function signedInShopper(
  call: ApiCall,
  db: Database,
  overrides: Parameters<typeof createAccount>[1] = {},
): Promise<Shopper & { consumerId: string }> {
  const account = await createAccount(db, overrides);
  const jar = new CookieJar();
  const reply = await signIn(call, account, jar);
  expect(reply.status).toBe(200);
  return { jar, consumerId: account.id };
}

/** The n-th size of a seeded product. */
export async function variantOf(db: Database, productId: string, index = 0): Promise<string> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  const row = rows[index];
  if (!row) throw new Error(`${productId} has no variant ${index}`);
  return row.id;
}

/** Calls the cart API as this shopper; a 200 reply is parsed as a Cart. */
/**
 * One shopper's calls: `send` answers whatever came back, `ok` the body of a 200 (anything else
 * throws), `failure` the status and first error of a refusal.
 */
export function shopperCalls(call: ApiCall, shopper: Shopper) {
  const send = (path: string, method: string, body?: unknown) =>
    call(path, { method, body, jar: shopper.jar, headers: shopper.headers });
  const ok = async (path: string, method: string, body?: unknown) => {
    const reply = await send(path, method, body);
    if (reply.status !== 200) {
      throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.json)}`);
    }
    return reply.json;
  };
  const failure = async (path: string, method: string, body?: unknown) => {
    const reply = await send(path, method, body);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    return { status: reply.status, ...firstError(reply.json) };
  };
  return { send, ok, failure };
}

export function cartClient(call: ApiCall, shopper: Shopper) {
  const { send, ok, failure } = shopperCalls(call, shopper);
  const cart = async (path: string, method: string, body?: unknown): Promise<Cart> =>
    cartSchema.parse(await ok(path, method, body));
  return {
    send,
    cart,
    failure,
    create: () => cart('/cart/v1/cart', 'POST'),
    get: (basketId: string, query = '') => cart(`/cart/v1/cart/${basketId}${query}`, 'GET'),
    add: (cartId: string, productId: string, extra: Record<string, unknown> = {}) =>
      cart('/cart/v1/item', 'POST', { cartId, productId, ...extra }),
    update: (cartId: string, itemId: string, change: Record<string, unknown>) =>
      cart(`/cart/v1/cart/${cartId}/item`, 'PUT', { itemId, ...change }),
    remove: (cartId: string, itemId: string) => cart('/cart/v1/item', 'DELETE', { cartId, itemId }),
    coupon: (cartId: string, code: string) => cart('/cart/v1/coupon', 'PUT', { cartId, code }),
  };
}

/** Runs the background expiry of idle carts at the clock's time, as the server process does. */
export function sweepIdleBaskets(db: Database, clock: Clock): Promise<number> {
  return expireIdleBaskets(db, clock.now(), getEnv().CART_IDLE_DAYS);
}
