import { requireUrl, requireValue, type EmailContent } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** What the return mail says: the return, its lines, the last day to send it and its refund. */
export interface ReturnLabelMailData {
  firstName?: string;
  orderNumber: string;
  returnId: string;
  /** The last day to hand the parcel over, formatted in the order's language. */
  returnBy: string;
  /** The most the return refunds, formatted in the order's currency. */
  amount: string;
  items: { name: string; qty: number }[];
  orderUrl: string;
}

export function returnLabelContent(t: EmailTranslator, data: ReturnLabelMailData): EmailContent {
  const returnId = requireValue({ returnId: data.returnId }, 'returnId', 'return-label');
  const url = requireUrl({ orderUrl: data.orderUrl }, 'orderUrl', 'return-label');
  if (data.items.length === 0) throw new Error('Email template return-label needs data.items');
  return {
    subject: t('returnLabel.subject', { returnId }),
    blocks: [
      { type: 'text', text: t('returnLabel.intro', { orderNumber: data.orderNumber }) },
      { type: 'heading', text: t('returnLabel.itemsTitle') },
      ...data.items.map((item) => ({
        type: 'text' as const,
        text: t('returnLabel.item', { qty: item.qty, name: item.name }),
      })),
      { type: 'text', text: t('returnLabel.steps', { date: data.returnBy, amount: data.amount }) },
      { type: 'action', label: t('returnLabel.action'), url },
    ],
  };
}
