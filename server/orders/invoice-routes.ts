import { Hono } from 'hono';
import { invoiceQuerySchema } from '@/lib/contracts/orders';
import type { ApiEnv } from '../http/context';
import { readQuery } from '../http/validation';
import type { AfterSalesDependencies } from './after-sales-dependencies';
import { invoiceOf } from './invoice';
import { renderInvoice } from './invoice-pdf';
import { readerOf, requirePlacedOrder } from './order-access';
import { pdfReply } from './pdf-reply';

/** POST purchase/invoice/download?orderNumber=: the order's invoice as a PDF. */
export function invoiceRoutes(deps: AfterSalesDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/consumer/purchase/invoice/download', async (c) => {
    const { orderNumber } = readQuery(c, invoiceQuerySchema);
    const order = await requirePlacedOrder(c.get('db'), orderNumber, readerOf(c));
    const invoice = await invoiceOf(c.get('db'), order);
    const pdf = await renderInvoice(invoice, deps.business().seller);
    return pdfReply(c, pdf, `invoice-${invoice.number}.pdf`);
  });
}
