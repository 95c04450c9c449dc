import { requireUrl, requireValue, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** data: orderNumber, total (already formatted in the order's currency), orderUrl. */
export function orderConfirmationContent(t: EmailTranslator, data: EmailData): EmailContent {
  const orderNumber = requireValue(data, 'orderNumber', 'order-confirmation');
  const total = requireValue(data, 'total', 'order-confirmation');
  const url = requireUrl(data, 'orderUrl', 'order-confirmation');
  return {
    subject: t('orderConfirmation.subject', { orderNumber }),
    blocks: [
      { type: 'text', text: t('orderConfirmation.intro') },
      { type: 'text', text: t('orderConfirmation.summary', { orderNumber, total }) },
      { type: 'action', label: t('orderConfirmation.action'), url },
    ],
  };
}
