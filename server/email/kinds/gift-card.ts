import { requireUrl, requireValue, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/**
 * To a digital gift card's recipient. data: recipientName, amount (formatted), storeUrl;
 * senderName and message optional (the gift option's message, shown as written).
 */
export function giftCardContent(t: EmailTranslator, data: EmailData): EmailContent {
  const recipientName = requireValue(data, 'recipientName', 'gift-card');
  const amount = requireValue(data, 'amount', 'gift-card');
  const url = requireUrl(data, 'storeUrl', 'gift-card');
  const senderName = data.senderName?.trim();
  const message = data.message?.trim();
  return {
    subject: senderName ? t('giftCard.subject', { senderName }) : t('giftCard.subjectWithoutName'),
    blocks: [
      { type: 'text', text: t('giftCard.intro', { recipientName, amount }) },
      ...(message ? [{ type: 'text' as const, text: t('giftCard.message', { message }) }] : []),
      { type: 'text', text: t('giftCard.howTo') },
      { type: 'action', label: t('giftCard.action'), url },
    ],
  };
}
