import { requireUrl, requireValue, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** data: claimId, productName, orderNumber, orderUrl, firstName optional. */
export function warrantyClaimContent(t: EmailTranslator, data: EmailData): EmailContent {
  const claimId = requireValue(data, 'claimId', 'warranty-claim');
  const productName = requireValue(data, 'productName', 'warranty-claim');
  const orderNumber = requireValue(data, 'orderNumber', 'warranty-claim');
  const url = requireUrl(data, 'orderUrl', 'warranty-claim');
  return {
    subject: t('warrantyClaim.subject', { claimId }),
    blocks: [
      { type: 'text', text: t('warrantyClaim.intro', { claimId, productName, orderNumber }) },
      { type: 'text', text: t('warrantyClaim.next') },
      { type: 'action', label: t('warrantyClaim.action'), url },
    ],
  };
}
