import { Hono } from 'hono';
import { sendMailQuietly } from '../email/send-quietly';
import type { ApiEnv } from '../http/context';
import type { AfterSalesDependencies } from './after-sales-dependencies';
import { readerOf, requirePlacedOrder } from './order-access';
import { accountOrderUrl } from './order-links';
import { orderLocale } from './order-locale';
import { submitWarrantyClaim } from './warranty';
import { readWarrantyForm } from './warranty-form';

/**
 * POST warranty: a claim with its photos (multipart/form-data), recorded and acknowledged by
 * mail in the order's language. A mail failure is logged: the claim is recorded either way.
 */
export function warrantyRoutes(deps: AfterSalesDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/consumer/warranty', async (c) => {
    const form = await readWarrantyForm(c);
    const order = await requirePlacedOrder(c.get('db'), form.fields.orderNumber, readerOf(c));
    const db = c.get('db');
    const { claim, productName } = await submitWarrantyClaim(db, order, form, deps.clock.now());
    await sendMailQuietly(
      deps,
      db,
      c.get('log'),
      {
        kind: 'warranty-claim',
        locale: orderLocale(order),
        to: order.email,
        data: {
          firstName: order.billingAddress.firstName,
          claimId: claim.claimId,
          productName,
          orderNumber: order.orderNumber,
          orderUrl: accountOrderUrl(deps.publicBaseUrl, order),
        },
      },
      { claimId: claim.claimId },
    );
    return c.json(claim, 201);
  });
}
