import type { EmailBlock, EmailContent, EmailData } from '../email-content';
import { requireUrl, requireValue } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/**
 * The mails an order's later life sends (shipped, delivered, cancelled, refund issued). data:
 * orderNumber, orderUrl (the order's status page), firstName optional; trackingUrl, carrier and
 * trackingNumber for a shipment; refund (formatted) for a cancellation or refund.
 */
export type OrderUpdateData = EmailData;

type UpdateKey = 'orderShipped' | 'orderDelivered' | 'orderCancelled' | 'refundIssued';

function updateContent(
  key: UpdateKey,
  template: string,
  t: EmailTranslator,
  data: OrderUpdateData,
  middle: (orderNumber: string) => EmailBlock[],
): EmailContent {
  const orderNumber = requireValue(data, 'orderNumber', template);
  const url = requireUrl(data, 'orderUrl', template);
  return {
    subject: t(`${key}.subject`, { orderNumber }),
    blocks: [
      { type: 'text', text: t(`${key}.intro`, { orderNumber }) },
      ...middle(orderNumber),
      { type: 'action', label: t('orderUpdates.action'), url },
    ],
  };
}

export function orderShippedContent(t: EmailTranslator, data: OrderUpdateData): EmailContent {
  return updateContent('orderShipped', 'order-shipped', t, data, () => {
    const carrier = requireValue(data, 'carrier', 'order-shipped');
    const trackingNumber = requireValue(data, 'trackingNumber', 'order-shipped');
    const trackingUrl = data.trackingUrl ? requireUrl(data, 'trackingUrl', 'order-shipped') : null;
    return [
      { type: 'text', text: t('orderShipped.tracking', { carrier, trackingNumber }) },
      ...(trackingUrl
        ? [{ type: 'action' as const, label: t('orderShipped.track'), url: trackingUrl }]
        : []),
    ];
  });
}

export function orderDeliveredContent(t: EmailTranslator, data: OrderUpdateData): EmailContent {
  return updateContent('orderDelivered', 'order-delivered', t, data, () => [
    { type: 'text', text: t('orderDelivered.returns') },
  ]);
}

export function orderCancelledContent(t: EmailTranslator, data: OrderUpdateData): EmailContent {
  return updateContent('orderCancelled', 'order-cancelled', t, data, () =>
    data.refund
      ? [{ type: 'text', text: t('orderCancelled.refund', { amount: data.refund }) }]
      : [],
  );
}

export function refundIssuedContent(t: EmailTranslator, data: OrderUpdateData): EmailContent {
  return updateContent('refundIssued', 'refund-issued', t, data, () => [
    {
      type: 'text',
      text: t('refundIssued.amount', {
        amount: requireValue(data, 'refund', 'refund-issued'),
      }),
    },
  ]);
}
