import { Hono } from 'hono';
import { ownShippingAddressOf } from '@/lib/contracts/address';
import { postalAddressLines } from '@/lib/checkout/shipment-lines';
import {
  orderIdParamsSchema,
  returnLabelRequestSchema,
  type ReturnReason,
} from '@/lib/contracts/orders';
import { orderItemsOf } from '../checkout/order-details';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import type { AfterSalesDependencies } from './after-sales-dependencies';
import { returnWindowEnd } from './after-sales-rules';
import { readerOf, requirePlacedOrder } from './order-access';
import { orderLocale } from './order-locale';
import { pdfReply } from './pdf-reply';
import { renderReturnLabel } from './return-label-pdf';
import { sendReturnInstructions } from './return-mail';
import { startReturn } from './returns';

/** POST return/{orderId}/returnLabel: records a return and answers its label as a PDF. */
export function returnRoutes(deps: AfterSalesDependencies) {
  return new Hono<ApiEnv>().post(
    '/consumers-v3/consumer/return/:orderId/returnLabel',
    async (c) => {
      const { orderId } = readParams(c, orderIdParamsSchema);
      const request = await readJsonBody(c, returnLabelRequestSchema);
      const order = await requirePlacedOrder(c.get('db'), orderId, readerOf(c));
      const db = c.get('db');
      const now = deps.clock.now();
      const { started, facts } = await startReturn(db, order, request, now);
      const locale = orderLocale(order);
      const items = await orderItemsOf(db, order, locale);
      const returnBy = returnWindowEnd(facts) ?? now;
      const sender = ownShippingAddressOf(order.shippingAddress) ?? order.billingAddress;
      const label = await renderReturnLabel({
        locale,
        orderNumber: order.orderNumber,
        returnId: started.id,
        issuedAt: now,
        returnBy,
        shipTo: deps.business().returnsAddressLines,
        from: postalAddressLines(sender, locale),
        items: started.items.map((line) => ({
          item: items.find((item) => item.itemId === line.itemId)!,
          qty: line.qty,
          reason: line.reason as ReturnReason,
        })),
      });
      await sendReturnInstructions(deps, db, c.get('log'), { order, started, items, returnBy });
      return pdfReply(c, label, `return-label-${started.id}.pdf`, { 'x-return-id': started.id });
    },
  );
}
