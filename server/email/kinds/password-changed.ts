import type { EmailContent } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** data: firstName optional. A security notice, so it carries no link to phish with. */
export function passwordChangedContent(t: EmailTranslator): EmailContent {
  return {
    subject: t('passwordChanged.subject'),
    blocks: [
      { type: 'text', text: t('passwordChanged.intro') },
      { type: 'text', text: t('passwordChanged.notYou') },
    ],
  };
}
