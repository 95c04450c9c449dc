import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { emailOutbox, inventory, products, stockNotifications, variants } from '../db/schema';
import { freshAddress } from '../auth/testing/auth-test-kit';
import { MIN_PRODUCT_COUNT, SEED_IDS } from '../db/seed/fixtures';
import type { EmailMessage, Mailer } from '../email/mailer';
import { createOutboxMailer } from '../email/outbox-mailer';
import { setupSeededApi } from '../testing/seeded-api';
import { sweepRestockNotifications, type RestockNotifierDependencies } from './restock-notifier';

const { call, db } = setupSeededApi(MIN_PRODUCT_COUNT);

const publicBaseUrl = 'https://shop.example';

/** The sold-out product's sizes, in page order; each test takes its own. */
async function soldOutVariant(index: number) {
  const rows = await db()
    .select({ id: variants.id, size: variants.size })
    .from(variants)
    .where(eq(variants.productId, SEED_IDS.outOfStock))
    .orderBy(asc(variants.position));
  const variant = rows[index];
  if (!variant) throw new Error(`The sold-out product has no variant ${index}`);
  return variant;
}

async function askToBeNotified(variantId: string, email: string, locale = 'en-us') {
  const reply = await call('/products/v1/notifications', {
    method: 'PUT',
    body: { email, variantId, locale },
    // Each request from its own address, clear of notify-me's per-address limit.
    headers: freshAddress(),
  });
  expect(reply.status).toBe(200);
}

async function setStock(variantId: string, quantity: number, reserved = 0) {
  await db()
    .update(inventory)
    .set({ quantity, reserved })
    .where(eq(inventory.variantId, variantId));
}

async function requestOf(email: string) {
  const [row] = await db()
    .select()
    .from(stockNotifications)
    .where(eq(stockNotifications.email, email));
  return row!;
}

function recordingMailer(): Mailer & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    sent,
    async send(message) {
      // Yield first, as a real transport would, so concurrent sweeps interleave here.
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(message);
    },
  };
}

function logRecorder() {
  const lines: string[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

function sweep(overrides: Partial<RestockNotifierDependencies> = {}) {
  return sweepRestockNotifications({
    db: db(),
    mailer: createOutboxMailer(db()),
    publicBaseUrl,
    log: logRecorder().log,
    ...overrides,
  });
}

describe('the restock notifier', () => {
  it('mails nobody while the size is sold out or its only units are held for orders', async () => {
    const variant = await soldOutVariant(0);
    await askToBeNotified(variant.id, 'waiting@example.com');
    const mailer = recordingMailer();

    await sweep({ mailer });
    await setStock(variant.id, 2, 2);
    await sweep({ mailer });

    expect(mailer.sent).toEqual([]);
    expect((await requestOf('waiting@example.com')).notifiedAt).toBeNull();
  });

  it('mails the shopper once in their language, with a link to the product page', async () => {
    const variant = await soldOutVariant(1);
    await askToBeNotified(variant.id, 'camille@example.com', 'fr-fr');
    await setStock(variant.id, 3);

    const first = await sweep();
    const second = await sweep();

    expect(first).toEqual({ emailed: 1, failed: 0 });
    expect(second).toEqual({ emailed: 0, failed: 0 });
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'camille@example.com'));
    expect(mail).toHaveLength(1);
    const [product] = await db()
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, SEED_IDS.outOfStock));
    const productUrl = `${publicBaseUrl}/fr-fr/p/${product!.slug}-${SEED_IDS.outOfStock}`;
    expect(mail[0]).toMatchObject({ kind: 'back-in-stock', locale: 'fr-fr' });
    expect(mail[0]!.subject).toMatch(/est de retour en stock chez Stride$/);
    // The size in the French shopper's system, with the US size it was chosen in.
    expect(mail[0]!.text).toMatch(new RegExp(`Taille : EU [\\d.]+ \\(US ${variant.size}\\)`));
    expect(mail[0]!.html).toContain(`href="${productUrl}"`);
    expect((await requestOf('camille@example.com')).notifiedAt).toBeInstanceOf(Date);
  });

  it('sends each request one email when two sweeps run at the same time', async () => {
    const variant = await soldOutVariant(2);
    const shoppers = ['one@example.com', 'two@example.com', 'three@example.com'];
    for (const email of shoppers) await askToBeNotified(variant.id, email);
    await setStock(variant.id, 5);
    const mailer = recordingMailer();

    const results = await Promise.all([
      sweep({ mailer, batchSize: 2 }),
      sweep({ mailer, batchSize: 2 }),
    ]);

    expect(mailer.sent.map((message) => message.to).sort()).toEqual([...shoppers].sort());
    expect(results[0].emailed + results[1].emailed).toBe(3);
  });

  it('keeps the request waiting when the mail cannot be sent, and sends it next time', async () => {
    const variant = await soldOutVariant(3);
    await askToBeNotified(variant.id, 'unlucky@example.com', 'de-de');
    await setStock(variant.id, 1);
    const { log, lines } = logRecorder();
    const broken: Mailer = {
      send: () => Promise.reject(new Error('SMTP greeting timeout')),
    };

    const failed = await sweep({ mailer: broken, log });

    expect(failed).toEqual({ emailed: 0, failed: 1 });
    expect((await requestOf('unlucky@example.com')).notifiedAt).toBeNull();
    expect(lines.join('')).toContain('SMTP greeting timeout');

    const mailer = recordingMailer();
    await sweep({ mailer });
    expect(mailer.sent.map((message) => [message.to, message.locale])).toEqual([
      ['unlucky@example.com', 'de-de'],
    ]);
    expect((await requestOf('unlucky@example.com')).notifiedAt).toBeInstanceOf(Date);
  });

  it('mails nobody about a size back in stock while its product is offline', async () => {
    const variant = await soldOutVariant(4);
    await askToBeNotified(variant.id, 'patient@example.com');
    await setStock(variant.id, 4);
    const setOnline = (isOnline: boolean) =>
      db().update(products).set({ isOnline }).where(eq(products.id, SEED_IDS.outOfStock));
    const mailer = recordingMailer();

    await setOnline(false);
    try {
      await sweep({ mailer });
    } finally {
      await setOnline(true);
    }
    expect(mailer.sent).toEqual([]);

    await sweep({ mailer });
    expect(mailer.sent.map((message) => message.to)).toEqual(['patient@example.com']);
  });
});
