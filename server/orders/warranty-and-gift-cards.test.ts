import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  WARRANTY_PHOTO_MAX_BYTES,
  warrantyClaimResponseSchema,
  type WarrantyClaimFields,
} from '@/lib/contracts/orders';
import { freshAddress } from '../auth/testing/auth-test-kit';
import { setupCartApi, type Shopper } from '../cart/testing/cart-test-kit';
import { orderItems, orders, warrantyClaims, warrantyPhotos } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';
import { deliver, placedOrder, shopperOf } from './testing/after-sales-test-kit';

const { call, db, mail, clock } = setupCartApi();

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes that starts with `signature`, claiming `type`. */
function photo(signature: number[], type: string, size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return new File([bytes], 'photo', { type });
}

async function deliveredOrder(daysAgo = 10) {
  const shopper = await shopperOf(call, db());
  const orderNumber = await placedOrder(call, db(), shopper, { qty: 1, placedAt: clock.now() });
  await deliver(db(), orderNumber, clock.now(), daysAgo);
  const [item] = await db()
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderNumber, orderNumber));
  return { shopper, orderNumber, item: item! };
}

function claim(shopper: Shopper | null, fields: Partial<WarrantyClaimFields>, photos: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of photos) form.append('photos', file);
  return call('/consumers-v3/consumer/warranty', {
    method: 'POST',
    form,
    jar: shopper?.jar ?? new CookieJar(),
  });
}

const fieldsFor = (orderNumber: string, itemId: string): WarrantyClaimFields => ({
  orderNumber,
  itemId,
  reason: 'sole',
  description: 'The sole came off after two weeks of easy runs.',
});

describe('warranty claims', () => {
  it('records a claim with its photos (3 of up to 2 MB pass the body limit) and acknowledges it', async () => {
    const { shopper, orderNumber, item } = await deliveredOrder();
    const big = WARRANTY_PHOTO_MAX_BYTES - 1024;

    const reply = await claim(shopper, fieldsFor(orderNumber, item.id), [
      photo(PNG, 'image/png', big),
      photo(JPEG, 'image/jpeg', big),
      photo(JPEG, 'application/octet-stream'),
    ]);

    expect(reply.status).toBe(201);
    const created = warrantyClaimResponseSchema.parse(reply.json);
    expect(created).toMatchObject({ itemId: item.id, reason: 'sole', status: 'Submitted' });
    const photos = await db()
      .select()
      .from(warrantyPhotos)
      .where(eq(warrantyPhotos.claimId, created.claimId));
    // The type is what the bytes are, not what the browser said.
    expect(photos.map((row) => row.contentType).sort()).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/png',
    ]);
    const acknowledgement = mail.find((sent) => sent.subject.includes(created.claimId));
    expect(acknowledgement).toMatchObject({
      kind: 'warranty-claim',
      to: 'alex.runner@example.com',
    });
    expect(acknowledgement?.text).toContain(`/account/orders/${orderNumber}`);
    expect(acknowledgement?.text).not.toContain('st=');
  });

  it('refuses photos that are not images, too large or too many, whatever they claim', async () => {
    const { shopper, orderNumber, item } = await deliveredOrder();
    const fields = fieldsFor(orderNumber, item.id);
    const refusals = [
      [photo([0x25, 0x50, 0x44, 0x46], 'image/png')],
      [photo(PNG, 'image/png', WARRANTY_PHOTO_MAX_BYTES + 1)],
      [1, 2, 3, 4].map(() => photo(PNG, 'image/png')),
    ];
    for (const photos of refusals) {
      const reply = await claim(shopper, fields, photos);
      expect(reply.status).toBe(400);
      expect(firstError(reply.json).errorId).toBe('WAR400');
    }
    expect(
      await db().select().from(warrantyClaims).where(eq(warrantyClaims.orderNumber, orderNumber)),
    ).toEqual([]);
  });

  it('refuses an undelivered order, a line of another order, and anyone but the owner', async () => {
    const { shopper, orderNumber, item } = await deliveredOrder();
    const other = await deliveredOrder();
    const wrongLine = await claim(shopper, fieldsFor(orderNumber, other.item.id));
    expect(wrongLine.status).toBe(409);
    expect(firstError(wrongLine.json)).toMatchObject({ errorId: 'WAR409', field: 'body.itemId' });

    await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.orderNumber, orderNumber));
    expect(firstError((await claim(shopper, fieldsFor(orderNumber, item.id))).json).errorId).toBe(
      'WAR409',
    );

    for (const who of [shopper, null]) {
      const reply = await claim(who, fieldsFor(other.orderNumber, other.item.id));
      expect(reply.status).toBe(404);
    }
  });
});

describe('gift card email', () => {
  async function giftCardOrder() {
    const shopper = await shopperOf(call, db());
    const orderNumber = await placedOrder(call, db(), shopper, { qty: 1, placedAt: clock.now() });
    // The core branch copies the bag's gift option onto the line at placement.
    const [line] = await db()
      .insert(orderItems)
      .values({
        orderNumber,
        productId: 'GIFTCARD',
        variantId: 'GIFTCARD-50',
        name: 'Stride e-gift card',
        qty: 1,
        unitPriceMinor: 5000,
        rowTotalMinor: 5000,
        shippingMethod: 'digital',
        giftOption: { to: 'Sam', email: 'sam@example.com', message: 'Happy birthday!' },
      })
      .returning();
    return { shopper, orderNumber, itemId: line!.id };
  }

  const resend = (shopper: Shopper | null, body: unknown, headers = freshAddress()) =>
    call('/consumers-v3/consumer/resendGiftCardEmail', {
      method: 'POST',
      body,
      jar: shopper?.jar ?? new CookieJar(),
      headers,
    });

  it('sends the gift card to its recipient, and only to the owner’s request', async () => {
    const { shopper, orderNumber, itemId } = await giftCardOrder();
    const before = mail.length;

    const reply = await resend(shopper, { orderNumber, itemId });

    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ sent: 1 });
    const [sent] = mail.slice(before);
    expect(sent).toMatchObject({ kind: 'gift-card', to: 'sam@example.com' });
    expect(sent!.subject).toBe('Alex sent you a Stride gift card');
    expect(sent!.text).toContain('Happy birthday!');
    expect(sent!.text).toContain('$50.00');

    for (const who of [await shopperOf(call, db()), null]) {
      expect((await resend(who, { orderNumber })).status).toBe(404);
    }
  });

  it('allows three resends of an order an hour, then GFT429', async () => {
    const { shopper, orderNumber } = await giftCardOrder();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await resend(shopper, { orderNumber })).status).toBe(200);
    }
    const refused = await resend(shopper, { orderNumber });
    expect(refused.status).toBe(429);
    expect(firstError(refused.json).errorId).toBe('GFT429');
    // The limit is the order's: another order's gift cards still go.
    const another = await giftCardOrder();
    expect((await resend(another.shopper, { orderNumber: another.orderNumber })).status).toBe(200);
  });

  it('says so when the order has no digital gift card', async () => {
    const shopper = await shopperOf(call, db());
    const orderNumber = await placedOrder(call, db(), shopper, { qty: 1, placedAt: clock.now() });
    const reply = await resend(shopper, { orderNumber });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR200', field: 'body.orderNumber' });
  });
});
