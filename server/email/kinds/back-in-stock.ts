import { requireUrl, requireValue, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** data: productName, color (the colourway's name), size, productUrl (the product page). */
export function backInStockContent(t: EmailTranslator, data: EmailData): EmailContent {
  const productName = requireValue(data, 'productName', 'back-in-stock');
  const color = requireValue(data, 'color', 'back-in-stock');
  const size = requireValue(data, 'size', 'back-in-stock');
  const url = requireUrl(data, 'productUrl', 'back-in-stock');
  return {
    subject: t('backInStock.subject', { productName }),
    blocks: [
      { type: 'text', text: t('backInStock.intro') },
      { type: 'text', text: t('backInStock.item', { productName, color, size }) },
      { type: 'action', label: t('backInStock.action'), url },
      { type: 'text', text: t('backInStock.once') },
    ],
  };
}
