import type { Locale } from '@/lib/i18n/locales';
import { eventPath } from '@/lib/routes';
import { requireValue, type EmailBlock, type EmailContent, type EmailData } from '../email-content';
import type { EmailTranslator } from '../email-translator';

/**
 * data: eventId, eventTitle, place, days (the attending days, already written for the locale),
 * guestName optional. Links to the event's page.
 */
export function eventRegistrationContent(
  t: EmailTranslator,
  data: EmailData,
  locale: Locale,
  publicBaseUrl: string,
): EmailContent {
  const need = (key: string) => requireValue(data, key, 'event-registration');
  const title = need('eventTitle');
  const guestName = data.guestName?.trim();
  const rows = [
    { label: t('eventRegistration.when'), value: need('days') },
    { label: t('eventRegistration.where'), value: need('place') },
    ...(guestName ? [{ label: t('eventRegistration.guest'), value: guestName }] : []),
  ];
  const blocks: EmailBlock[] = [
    { type: 'text', text: t('eventRegistration.intro', { title }) },
    { type: 'rows', rows },
    {
      type: 'action',
      label: t('eventRegistration.action'),
      url: new URL(eventPath(locale, need('eventId')), publicBaseUrl).toString(),
    },
  ];
  return { subject: t('eventRegistration.subject', { title }), blocks };
}
