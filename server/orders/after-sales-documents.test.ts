import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReturnLabelRequest } from '@/lib/contracts/orders';
import type { Shopper } from '../cart/testing/cart-test-kit';
import { setupCartApi } from '../cart/testing/cart-test-kit';
import { DEMO_BUSINESS } from '../config/business-details';
import { orderItems, orderReturns, orders } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';
import { readPdf } from '../testing/pdf-text';
import { deliver, londonAddress, placedOrder, shopperOf } from './testing/after-sales-test-kit';

const { call, db, mail, clock } = setupCartApi();

const labelPath = (orderNumber: string) =>
  `/consumers-v3/consumer/return/${orderNumber}/returnLabel`;
const invoicePath = (orderNumber: string) =>
  `/consumers-v3/consumer/purchase/invoice/download?orderNumber=${orderNumber}`;

async function itemsOf(orderNumber: string) {
  return db().select().from(orderItems).where(eq(orderItems.orderNumber, orderNumber));
}

function requestLabel(shopper: Shopper | null, orderNumber: string, body: ReturnLabelRequest) {
  return call(labelPath(orderNumber), {
    method: 'POST',
    body,
    jar: shopper?.jar ?? new CookieJar(),
    headers: shopper?.headers,
  });
}

function requestInvoice(shopper: Shopper | null, orderNumber: string, accept?: string) {
  return call(invoicePath(orderNumber), {
    method: 'POST',
    jar: shopper?.jar ?? new CookieJar(),
    headers: { ...shopper?.headers, ...(accept ? { accept } : {}) },
  });
}

async function deliveredOrder(daysAgo = 3, qty = 2) {
  const shopper = await shopperOf(call, db());
  const orderNumber = await placedOrder(call, db(), shopper, { qty, placedAt: clock.now() });
  await deliver(db(), orderNumber, clock.now(), daysAgo);
  const [item] = await itemsOf(orderNumber);
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  // A US order: tax was added on top of its one line, and goes back with it.
  expect(order!.totals.taxIncluded).not.toBe(1);
  return { shopper, orderNumber, item: item!, addedTax: order!.totals.tax ?? 0 };
}

describe('return labels', () => {
  it('records the return and answers a printable label with the order, return id and warehouse', async () => {
    const { shopper, orderNumber, item, addedTax } = await deliveredOrder();

    const reply = await requestLabel(shopper, orderNumber, {
      items: [{ itemId: item.id, qty: 1, reason: 'tooSmall' }],
    });

    expect(reply.status).toBe(200);
    const returnId = reply.headers.get('x-return-id')!;
    expect(returnId).toMatch(/^R[A-HJ-NP-Z2-9]{10}$/);
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="return-label-${returnId}.pdf"`,
    );
    const pdf = await readPdf(reply.bytes!);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(`Order ${orderNumber}`);
    expect(pdf.text).toContain(returnId);
    expect(pdf.text).toContain(DEMO_BUSINESS.returnsAddressLines[0]);
    expect(pdf.text).toContain('350 Fifth Avenue');
    expect(pdf.text).toContain('Reason: Too small');

    const [stored] = await db().select().from(orderReturns).where(eq(orderReturns.id, returnId));
    // One of two units: half of what the line cost after discounts, and half its tax.
    expect(addedTax).toBeGreaterThan(0);
    expect(stored).toMatchObject({
      orderNumber,
      status: 'LabelIssued',
      amountMinor: Math.round((item.rowTotalMinor + addedTax) / 2),
      items: [{ itemId: item.id, qty: 1, reason: 'tooSmall' }],
    });
    const sent = mail.find((message) => message.subject === `Your Stride return ${returnId}`);
    expect(sent?.to).toBe('alex.runner@example.com');
    expect(sent?.text).toContain(orderNumber);
    // The owner's account page, never the guest confirmation link with its access token.
    expect(sent?.text).toContain(`/account/orders/${orderNumber}`);
    expect(sent?.text).not.toContain('st=');
  });

  it('takes what is left of a line, never more: RTN500 saying how many remain', async () => {
    const { shopper, orderNumber, item, addedTax } = await deliveredOrder();
    const line = (qty: number) => ({
      items: [{ itemId: item.id, qty, reason: 'tooBig' as const }],
    });

    expect((await requestLabel(shopper, orderNumber, line(1))).status).toBe(200);
    const over = await requestLabel(shopper, orderNumber, line(2));
    expect(over.status).toBe(409);
    expect(firstError(over.json)).toMatchObject({
      errorId: 'RTN500',
      message: expect.stringContaining('Only 1 of item'),
    });
    expect((await requestLabel(shopper, orderNumber, line(1))).status).toBe(200);
    const returns = await db()
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderNumber, orderNumber));
    // The two halves add up to the line and its tax, whatever the rounding.
    expect(returns.reduce((sum, started) => sum + started.amountMinor, 0)).toBe(
      item.rowTotalMinor + addedTax,
    );
    expect((await requestLabel(shopper, orderNumber, line(1))).status).toBe(409);
  });

  it('refuses an order that is not delivered or whose 30 days are over', async () => {
    const shopper = await shopperOf(call, db());
    const undelivered = await placedOrder(call, db(), shopper, { placedAt: clock.now() });
    const [item] = await itemsOf(undelivered);
    const body = { items: [{ itemId: item!.id, qty: 1, reason: 'changedMind' as const }] };
    const early = await requestLabel(shopper, undelivered, body);
    expect(early.status).toBe(409);
    expect(firstError(early.json).message).toMatch(/once the order is delivered/);

    const late = await deliveredOrder(31);
    const expired = await requestLabel(late.shopper, late.orderNumber, {
      items: [{ itemId: late.item.id, qty: 1, reason: 'changedMind' }],
    });
    expect(firstError(expired.json)).toMatchObject({
      errorId: 'RTN500',
      message: expect.stringContaining('window closed'),
    });
  });

  it('answers 404 to another shopper, to anyone signed out, and for an order never placed', async () => {
    const { orderNumber, item, shopper } = await deliveredOrder();
    const body = { items: [{ itemId: item.id, qty: 1, reason: 'damaged' as const }] };
    const stranger = await shopperOf(call, db());

    for (const who of [stranger, null]) {
      const reply = await requestLabel(who, orderNumber, body);
      expect(reply.status).toBe(404);
      expect(firstError(reply.json).errorId).toBe('ORD409');
    }
    await db().update(orders).set({ placedAt: null }).where(eq(orders.orderNumber, orderNumber));
    expect((await requestLabel(shopper, orderNumber, body)).status).toBe(404);
    expect((await requestLabel(shopper, 'ST000000000000', body)).status).toBe(404);
    expect(
      await db().select().from(orderReturns).where(eq(orderReturns.orderNumber, orderNumber)),
    ).toEqual([]);
  });
});

describe('invoices', () => {
  it('answers a US order as a PDF with seller, buyer, lines and sales tax added', async () => {
    const shopper = await shopperOf(call, db());
    const orderNumber = await placedOrder(call, db(), shopper, { placedAt: clock.now() });

    const reply = await requestInvoice(shopper, orderNumber, 'application/pdf');

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-INV-${orderNumber}.pdf"`,
    );
    const pdf = await readPdf(reply.bytes!);
    expect(pdf.pages).toBe(1);
    for (const text of [
      orderNumber,
      `INV-${orderNumber}`,
      DEMO_BUSINESS.seller.legalName,
      `VAT number: ${DEMO_BUSINESS.seller.vatId}`,
      'Alex Runner',
      '350 Fifth Avenue',
      'Sales tax US-NY 4 %',
      'Tax is added to the prices.',
    ]) {
      expect(pdf.text).toContain(text);
    }
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(pdf.text).toContain(`$${(order!.totals.total! / 100).toFixed(2)}`);
  });

  it('shows VAT per rate, included in the prices, for a UK order, in pounds', async () => {
    const shopper = await shopperOf(call, db(), 'gb');
    const orderNumber = await placedOrder(call, db(), shopper, {
      placedAt: clock.now(),
      address: londonAddress,
    });

    const pdf = await readPdf((await requestInvoice(shopper, orderNumber)).bytes!);

    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order!.currency).toBe('GBP');
    expect(pdf.text).toContain('VAT 20 %');
    expect(pdf.text).toContain('Prices include VAT.');
    expect(pdf.text).toContain(`£${(order!.totals.tax! / 100).toFixed(2)}`);
    expect(pdf.text).toContain('SW1A 1AA');
  });

  it('answers 404 to another shopper and to anyone signed out', async () => {
    const shopper = await shopperOf(call, db());
    const orderNumber = await placedOrder(call, db(), shopper, { placedAt: clock.now() });
    for (const who of [await shopperOf(call, db()), null]) {
      const reply = await requestInvoice(who, orderNumber);
      expect(reply.status).toBe(404);
      expect(firstError(reply.json).errorId).toBe('ORD409');
    }
  });
});
