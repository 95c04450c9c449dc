import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { apiHeaders } from './helpers/api-headers';
import { addSomethingToTheBag, signUp } from './helpers/bag';
import {
  continueToReview,
  expectConfirmation,
  fillCard,
  fillShipping,
  placeOrder,
} from './helpers/checkout';
import { freePort, throwawayStore } from './helpers/throwaway-store';

/**
 * Two instances of the store behind one load balancer, on the machine's PostgreSQL and Redis,
 * as `npm run scale:demo` runs them: a price changed under one shows on both, a lockout counted
 * on one holds on the other, and carts and orders stay whole when every request may land on
 * either. Runs where PostgreSQL and Redis answer on 127.0.0.1 (CI's machine has both).
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const postgresServer = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = 'redis://127.0.0.1:6379';
const databaseName = `stride_scale_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(postgresServer), { pathname: `/${databaseName}` });

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const settle = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.setTimeout(2_000, () => settle(false));
  });
}

/** JSON to the API; with `origin`, as a page of that store sends it with its cookies. */
const jsonHeaders = (origin?: string) => ({
  ...apiHeaders(),
  'content-type': 'application/json',
  ...(origin ? { origin } : {}),
});

let demo: ChildProcess | undefined;
let store: ReturnType<typeof throwawayStore> | undefined;
let admin: postgres.Sql | undefined;
let db: postgres.Sql;
let balancer = '';
let instances: [string, string] = ['', ''];

test.beforeAll(async () => {
  test.skip(
    !(await answers(5432)) || !(await answers(6379)),
    'needs PostgreSQL and Redis on 127.0.0.1',
  );
  admin = postgres(postgresServer, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  db = postgres(databaseUrl.toString(), { max: 2, onnotice: () => {} });
  store = throwawayStore({ embeddedDatabase: false });
  const [port, a, b] = [await freePort(), await freePort(), await freePort()];
  balancer = `http://127.0.0.1:${port}`;
  instances = [`http://127.0.0.1:${a}`, `http://127.0.0.1:${b}`];
  demo = spawn(process.execPath, ['scripts/scale-demo.mjs'], {
    cwd: store.dir,
    env: {
      ...process.env,
      SCALE_SKIP_BUILD: '1',
      SCALE_PORT: String(port),
      SCALE_INSTANCE_PORTS: `${a},${b}`,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      DATA_DIR: store.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  demo.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  demo.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => (demo?.exitCode === null ? output : `exited: ${output}`), { timeout: 200_000 })
    .toContain('Two instances');
});

test.afterAll(async () => {
  if (demo?.pid && demo.exitCode === null) {
    const exited = new Promise((resolve) => demo?.once('exit', resolve));
    process.kill(-demo.pid, 'SIGTERM');
    await exited;
  }
  await db?.end({ timeout: 5 });
  await admin?.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin?.end({ timeout: 5 });
  store?.remove();
});

test('a price changed in the database shows on both instances on the next request', async () => {
  const [product] = await db<{ id: string }[]>`
    select v.product_id as id from variants v
    join variant_prices vp on vp.variant_id = v.id
    join products p on p.id = v.product_id
    where vp.currency = 'USD' and p.is_online and not p.is_gift_with_purchase
      and not p.is_digital
    limit 1`;
  const page = (origin: string) =>
    fetch(`${origin}/en-us/p/x-${product!.id}`).then((reply) => reply.text());
  for (const origin of instances) expect(await page(origin)).not.toContain('$43.21');
  await db`update variant_prices set current_minor = 4321
    where currency = 'USD' and variant_id in (select id from variants where product_id = ${product!.id})`;
  for (const origin of instances) expect(await page(origin)).toContain('$43.21');
});

test('a lockout counted on one instance holds on the other', async ({ playwright }) => {
  const instanceA = await playwright.request.newContext({ baseURL: instances[0] });
  const { email, password } = await signUp(instanceA);
  await instanceA.dispose();
  const signIn = async (origin: string, attempt: string) => {
    const reply = await fetch(`${origin}/api/consumers-v3/auth/signin`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({
        type: 'Registered',
        username: email,
        password: attempt,
        codeChallenge: randomBytes(32).toString('base64url'),
        codeChallengeMethod: 'S256',
        recaptcha_response: `offline.login.${randomBytes(18).toString('base64url')}`,
      }),
    });
    const body = (await reply.json()) as { errorDetails?: { errorId: string }[] };
    return body.errorDetails?.[0]?.errorId ?? String(reply.status);
  };
  const failures: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    failures.push(await signIn(instances[0], 'Wrong-password-1'));
  }
  expect(failures.at(-1)).toBe('AUT423');
  expect(await signIn(instances[1], password)).toBe('AUT441');
});

test('a shopper checks out through the balancer, each request served by either instance', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: balancer });
  const page = await context.newPage();
  try {
    await addSomethingToTheBag(page);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await fillCard(page, '4111 1111 1111 1111');
    await continueToReview(page);
    await placeOrder(page);
    await expectConfirmation(page);
  } finally {
    await context.close();
  }
});

test('carts filled by many shoppers at once hold every unit, read alike on both instances', async () => {
  const [variant] = await db<{ id: string }[]>`
    select v.id from variants v
    join inventory i on i.variant_id = v.id
    join products p on p.id = v.product_id
    where p.is_online and not p.is_gift_with_purchase
      and not p.is_digital and not p.is_reservable
    order by i.quantity - i.reserved desc
    limit 1`;
  // Carts hold no stock: every shopper may put the same units in theirs.
  const shopper = async () => {
    const token = await fetch(`${balancer}/api/token/v2/auth/token`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ type: 'Guest' }),
    });
    const cookie = /stride_at=[^;]+/.exec(token.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const headers = { ...jsonHeaders(balancer), cookie };
    const created = await fetch(`${balancer}/api/cart/v1/cartWithItem`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: variant!.id, qty: 1 }),
    });
    const { basketId } = (await created.json()) as { basketId: string };
    // Two more units at once: the balancer sends them to different instances.
    await Promise.all(
      [0, 1].map(() =>
        fetch(`${balancer}/api/cart/v1/item`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ cartId: basketId, productId: variant!.id, qty: 1 }),
        }),
      ),
    );
    // Each instance reads the whole cart: the units of this size, whatever gifts a promotion adds.
    return Promise.all(
      instances.map(async (origin) => {
        const reply = await fetch(`${origin}/api/cart/v1/cart/${basketId}`, { headers });
        const cart = (await reply.json()) as { items: { productId: string; qty: number }[] };
        return cart.items
          .filter((item) => item.productId === variant!.id)
          .reduce((units, item) => units + item.qty, 0);
      }),
    );
  };
  const counts = await Promise.all(Array.from({ length: 20 }, shopper));
  expect(counts).toEqual(Array.from({ length: 20 }, () => [3, 3]));
});
