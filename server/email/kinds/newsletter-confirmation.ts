import { requireUrl, requireValue, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** data: confirmUrl (the double opt-in link), expiresInDays (a positive whole number). */
export function newsletterConfirmationContent(t: EmailTranslator, data: EmailData): EmailContent {
  const url = requireUrl(data, 'confirmUrl', 'newsletter-confirmation');
  const days = Number(requireValue(data, 'expiresInDays', 'newsletter-confirmation'));
  if (!Number.isInteger(days) || days <= 0) {
    throw new Error(
      'Email template newsletter-confirmation needs data.expiresInDays as whole days',
    );
  }
  return {
    subject: t('newsletterConfirmation.subject'),
    blocks: [
      { type: 'text', text: t('newsletterConfirmation.intro') },
      { type: 'action', label: t('newsletterConfirmation.action'), url },
      { type: 'text', text: t('newsletterConfirmation.expiry', { days }) },
      { type: 'text', text: t('newsletterConfirmation.ignore') },
    ],
  };
}
