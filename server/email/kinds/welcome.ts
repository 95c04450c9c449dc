import type { Locale } from '@/lib/i18n/locales';
import { requireValue, type EmailBlock, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/** data: firstName, memberId optional. Links to the store's home page in the shopper's locale. */
export function welcomeContent(
  t: EmailTranslator,
  data: EmailData,
  locale: Locale,
  publicBaseUrl: string,
): EmailContent {
  const firstName = requireValue(data, 'firstName', 'welcome');
  const memberId = data.memberId?.trim();
  const storeUrl = new URL(`/${locale}`, publicBaseUrl).toString();
  const blocks: EmailBlock[] = [{ type: 'text', text: t('welcome.intro') }];
  if (memberId) blocks.push({ type: 'text', text: t('welcome.memberId', { memberId }) });
  blocks.push({ type: 'action', label: t('welcome.action'), url: storeUrl });
  return { subject: t('welcome.subject', { firstName }), blocks };
}
