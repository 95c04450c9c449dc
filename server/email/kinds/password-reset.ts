import { requireUrl, requireValue, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** data: resetUrl, expiresInMinutes (a positive whole number), firstName optional. */
export function passwordResetContent(t: EmailTranslator, data: EmailData): EmailContent {
  const url = requireUrl(data, 'resetUrl', 'password-reset');
  const minutes = Number(requireValue(data, 'expiresInMinutes', 'password-reset'));
  if (!Number.isInteger(minutes) || minutes <= 0) {
    throw new Error('Email template password-reset needs data.expiresInMinutes as whole minutes');
  }
  return {
    subject: t('passwordReset.subject'),
    blocks: [
      { type: 'text', text: t('passwordReset.intro') },
      { type: 'action', label: t('passwordReset.action'), url },
      { type: 'text', text: t('passwordReset.expiry', { minutes }) },
      { type: 'text', text: t('passwordReset.ignore') },
    ],
  };
}
