import { requireValue, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** To the shopper. data: caseNumber, category, subject (their labels), firstName optional. */
export function contactUsReceivedContent(t: EmailTranslator, data: EmailData): EmailContent {
  const caseNumber = requireValue(data, 'caseNumber', 'contact-us-received');
  const category = requireValue(data, 'category', 'contact-us-received');
  const subject = requireValue(data, 'subject', 'contact-us-received');
  return {
    subject: t('contactUsReceived.subject', { caseNumber }),
    blocks: [
      { type: 'text', text: t('contactUsReceived.intro', { caseNumber }) },
      { type: 'text', text: t('contactUsReceived.topic', { category, subject }) },
      { type: 'text', text: t('contactUsReceived.reply') },
    ],
  };
}

/**
 * To customer service. data: caseNumber, category, subject, name, email, locale, message;
 * orderNumber optional (as the shopper typed it: it is not looked up).
 */
export function contactUsCaseContent(t: EmailTranslator, data: EmailData): EmailContent {
  const value = (key: string) => requireValue(data, key, 'contact-us-case');
  const caseNumber = value('caseNumber');
  const category = value('category');
  const subject = value('subject');
  const orderNumber = data.orderNumber?.trim();
  return {
    subject: t('contactUsCase.subject', { caseNumber, category, subject }),
    blocks: [
      { type: 'text', text: t('contactUsCase.intro') },
      {
        type: 'text',
        text: t('contactUsCase.from', { name: value('name'), email: value('email') }),
      },
      ...(orderNumber
        ? [{ type: 'text' as const, text: t('contactUsCase.order', { orderNumber }) }]
        : []),
      { type: 'text', text: t('contactUsCase.language', { locale: value('locale') }) },
      { type: 'heading', text: t('contactUsCase.message') },
      { type: 'text', text: value('message') },
    ],
  };
}
