import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestShopper, variantOf } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase, type Database } from '../db/client';
import { baskets, emailOutbox, inventory, orders, payments } from '../db/schema';
import { MIN_PRODUCT_COUNT, SEED_IDS } from '../db/seed/fixtures';
import { seedDatabase } from '../db/seed/run';
import { createOutboxMailer } from '../email/outbox-mailer';
import { createSimulatorProvider } from '../payments/simulator';
import { createDatabaseLedger } from '../payments/simulator-ledger';
import { createTestApi } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { sendOrderConfirmation } from './confirmation-mail';
import type { PlacementStep } from './place-order';
import { PENDING_PAYMENT_TTL_MS, recoverStaleOrders } from './stale-orders';
import { AUTHORISED_CARD, readyCart, testCard } from './testing/checkout-test-kit';
import { stoppedLine, type PlacementProcessInput } from './testing/placement-process-input';

/**
 * The server killed in the middle of placement loses no paid order and leaves no stock held
 * forever. Each placement runs in a process of its own (testing/placement-process.ts), which
 * stops at one step of the placement and is killed there with SIGKILL, as a crash or an OOM
 * kill would end it: no finally, no rollback but the database's own. The store then "restarts"
 * (the test opens the database again) and runs the recovery sweep past the 30-minute limit.
 */

const PUBLIC_BASE_URL = 'http://localhost:3000';
const STOCK = 5;
const processScript = path.resolve('server/checkout/testing/placement-process.ts');

interface CrashDatabase {
  target: PlacementProcessInput['target'];
  /** Runs `work` with the database open; PGlite is closed again for the placement process. */
  use<T>(work: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/**
 * A database `prepare` fills that a placement process can open and the test reopen after the
 * kill: the PostgreSQL test database when the suite runs on one, else PGlite in files. PGlite
 * is prepared in memory and copied into its folder, as creating a cluster on disk is slow.
 */
async function crashDatabase(prepare: (db: Database) => Promise<void>): Promise<CrashDatabase> {
  const handle = await createTestDatabase();
  await prepare(handle.db);
  if (handle.target.kind === 'postgres') {
    return { target: handle.target, use: (work) => work(handle.db), dispose: handle.close };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stride-crash-'));
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  const files = new PGlite({ dataDir, loadDataDir: dump, extensions: { pg_trgm } });
  await files.close();
  const target = { kind: 'pglite', dataDir } as const;
  return {
    target,
    use: async (work) => {
      const opened = openDatabase(target);
      try {
        return await work(opened.db);
      } finally {
        await opened.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Places in a child process and kills it with SIGKILL once it reports reaching `stopAt`. */
function placeAndKill(input: PlacementProcessInput): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // tsx as a loader in this one process: its CLI would run the script in a grandchild
      // that outlives the SIGKILL.
      ['--import', 'tsx', '--conditions=react-server', processScript, JSON.stringify(input)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(stoppedLine(input.stopAt))) child.kill('SIGKILL');
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`placement ended by itself (${code}): ${output}`));
      else resolve(signal);
    });
  });
}

interface Shopper {
  step: PlacementStep;
  basketId: string;
  variantId: string;
  subject: PlacementProcessInput['subject'];
}

async function orderOf(db: Database, basketId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.basketId, basketId));
  return order;
}

async function stockOf(db: Database, variantId: string) {
  const [row] = await db.select().from(inventory).where(eq(inventory.variantId, variantId));
  return { quantity: row!.quantity, reserved: row!.reserved };
}

async function confirmationsOf(db: Database, orderNumber: string) {
  const mails = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.kind, 'order-confirmation'), like(emailOutbox.text, `%${orderNumber}%`)),
    );
  return mails.length;
}

function recoverAt(db: Database, now: Date) {
  const log = pino({ level: 'silent' });
  return recoverStaleOrders({
    db,
    now,
    provider: createSimulatorProvider({
      secret: () => 'placement-process-secret',
      ledger: createDatabaseLedger(db),
    }),
    log,
    confirm: (order) =>
      sendOrderConfirmation(
        { mailer: createOutboxMailer, publicBaseUrl: PUBLIC_BASE_URL },
        db,
        log,
        order,
      ),
  });
}

describe('a placement killed midway', () => {
  let database: CrashDatabase;
  const shoppers: Shopper[] = [];

  beforeAll(async () => {
    database = await crashDatabase(async (db) => {
      await seedDatabase(db, { products: MIN_PRODUCT_COUNT });
      const call = createTestApi(db);
      const steps: PlacementStep[] = ['held', 'authorised', 'settled'];
      for (const [index, step] of steps.entries()) {
        const variantId = await variantOf(db, SEED_IDS.regularShoe, index);
        await setOnlineStock(db, variantId, STOCK);
        const { basketId } = await readyCart(call, db, await guestShopper(call), { variantId });
        const [basket] = await db.select().from(baskets).where(eq(baskets.id, basketId));
        shoppers.push({
          step,
          basketId,
          variantId,
          subject: {
            type: 'guest',
            id: basket!.ownerId,
            consumerType: 'GUEST',
            sessionId: 'crash-test',
          },
        });
      }
    });
    for (const shopper of shoppers) {
      await placeAndKill({
        target: database.target,
        subject: shopper.subject,
        basketId: shopper.basketId,
        card: testCard(AUTHORISED_CARD) as Record<string, string>,
        stopAt: shopper.step,
        publicBaseUrl: PUBLIC_BASE_URL,
      });
    }
  }, 180_000);

  afterAll(() => database?.dispose());

  const shopper = (step: PlacementStep) => shoppers.find((each) => each.step === step)!;

  it('leaves what each step had committed when the process died', async () => {
    await database.use(async (db) => {
      // (a) Stock held, the payment never asked for.
      const held = await orderOf(db, shopper('held').basketId);
      expect(held?.status).toBe('PaymentPending');
      expect(await stockOf(db, shopper('held').variantId)).toEqual({ quantity: 5, reserved: 1 });
      // (b) The simulator authorised (and remembers it); the store never recorded the answer.
      const authorised = await orderOf(db, shopper('authorised').basketId);
      expect(authorised?.status).toBe('PaymentPending');
      const [attempt] = await db
        .select()
        .from(payments)
        .where(eq(payments.basketId, shopper('authorised').basketId));
      expect(attempt?.resultCode).toBe('Pending');
      // (c) Settled (Created, stock committed), but the confirmation mail never went.
      const settled = await orderOf(db, shopper('settled').basketId);
      expect(settled?.status).toBe('Created');
      expect(settled?.confirmationSentAt).toBeNull();
      expect(await confirmationsOf(db, settled!.orderNumber)).toBe(0);
    });
  });

  it('after the restart, places the paid orders, mails them once and gives the rest back', async () => {
    await database.use(async (db) => {
      const later = new Date(Date.now() + PENDING_PAYMENT_TTL_MS + 60_000);
      // Not before the limit: the shopper may still be on the way.
      await recoverAt(db, new Date());
      expect((await orderOf(db, shopper('held').basketId))?.status).toBe('PaymentPending');

      await recoverAt(db, later);
      await recoverAt(db, new Date(later.getTime() + 1000));

      const held = await orderOf(db, shopper('held').basketId);
      expect(held?.status).toBe('Cancelled');
      expect(await stockOf(db, shopper('held').variantId)).toEqual({ quantity: 5, reserved: 0 });
      expect(await confirmationsOf(db, held!.orderNumber)).toBe(0);
      // The shopper's lines wait in a new cart.
      const [reopened] = await db
        .select()
        .from(baskets)
        .where(and(eq(baskets.ownerId, held!.ownerId), eq(baskets.status, 'open')));
      expect(reopened).toBeDefined();

      for (const step of ['authorised', 'settled'] as const) {
        const order = await orderOf(db, shopper(step).basketId);
        expect(order?.status, step).toBe('Created');
        expect(await stockOf(db, shopper(step).variantId), step).toEqual({
          quantity: 4,
          reserved: 0,
        });
        expect(await confirmationsOf(db, order!.orderNumber), step).toBe(1);
        expect(order?.confirmationSentAt, step).not.toBeNull();
      }
      const [paid] = await db
        .select()
        .from(payments)
        .where(eq(payments.basketId, shopper('authorised').basketId));
      expect(paid).toMatchObject({ resultCode: 'Authorised', pspReference: expect.any(String) });
    });
  });
});

describe('a confirmation mail lost before the order moved on', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDatabase(handle.db, { products: MIN_PRODUCT_COUNT });
  });
  afterAll(() => handle?.close());

  it('is sent by the sweep whatever the placed order’s status, never for an unplaced attempt', async () => {
    const { db } = handle;
    const call = createTestApi(db);
    const placed: string[] = [];
    for (const index of [0, 1, 2]) {
      const variantId = await variantOf(db, SEED_IDS.regularShoe, index);
      await setOnlineStock(db, variantId, STOCK);
      const ready = await readyCart(call, db, await guestShopper(call), { variantId });
      placed.push(
        (await ready.checkout.place(ready.basketId, testCard(AUTHORISED_CARD))).orderNumber,
      );
    }
    const [processing, shipped, attempt] = placed as [string, string, string];
    // The mails went at placement: as if they had not, and the OMS had moved the orders on since.
    await db.delete(emailOutbox).where(eq(emailOutbox.kind, 'order-confirmation'));
    await db
      .update(orders)
      .set({ confirmationSentAt: null })
      .where(inArray(orders.orderNumber, placed));
    await db.update(orders).set({ status: 'Processing' }).where(eq(orders.orderNumber, processing));
    await db.update(orders).set({ status: 'Shipped' }).where(eq(orders.orderNumber, shipped));
    // A payment attempt that failed: cancelled, never placed.
    await db
      .update(orders)
      .set({ status: 'Cancelled', placedAt: null })
      .where(eq(orders.orderNumber, attempt));

    await recoverAt(db, new Date(Date.now() + PENDING_PAYMENT_TTL_MS + 60_000));

    expect(await confirmationsOf(db, processing)).toBe(1);
    expect(await confirmationsOf(db, shipped)).toBe(1);
    expect(await confirmationsOf(db, attempt)).toBe(0);
    const [moved] = await db.select().from(orders).where(eq(orders.orderNumber, shipped));
    expect(moved).toMatchObject({ status: 'Shipped', confirmationSentAt: expect.any(Date) });
  });
});
