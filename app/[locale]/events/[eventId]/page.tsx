import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { EventSignUpDetails } from '@/components/events/event-details';
import { EventSignUp } from '@/components/events/event-sign-up';
import { ClientMessages } from '@/components/i18n/client-messages';
import { canvasSlugSchema } from '@/lib/contracts/content';
import type { EventCanvas } from '@/lib/contracts/events';
import { eventDays } from '@/lib/events/event-days';
import { formatDay } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { eventPath } from '@/lib/routes';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { requireLocale } from '../../../_server/locale';
import { getEventCanvas } from '../../../_server/reads';
import { getPublicBaseUrl } from '../../../_server/seo';

type Props = { params: Promise<{ locale: string; eventId: string }> };

async function findEvent(params: Props['params']) {
  const { locale, eventId } = await params;
  const site = requireLocale(locale);
  if (!canvasSlugSchema.safeParse(eventId).success) return null;
  const event = await getEventCanvas(site, eventId);
  return event ? { locale: site, eventId, event } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await findEvent(params);
  if (!found) return {};
  return canvasMetadata(found.event, {
    baseUrl: getPublicBaseUrl(),
    locale: found.locale,
    path: eventPath(found.locale, found.eventId),
  });
}

/** Each day of the event as the locale writes dates (spec 002 section 9). */
function daysOf(event: EventCanvas, locale: Locale) {
  return eventDays(event.startDate, event.endDate).map((value) => ({
    value,
    label: formatDay(value, locale),
  }));
}

/** /{locale}/events/{eventId}: an event (its `event` canvas) and its sign-up (docs/events.md). */
export default async function EventPage({ params }: Props) {
  const found = await findEvent(params);
  if (!found) notFound();
  const { locale, eventId, event } = found;
  setRequestLocale(locale);
  const t = await getTranslations('Events');
  const days = daysOf(event, locale);
  const when =
    days.length > 1 ? `${days[0]!.label} – ${days.at(-1)!.label}` : (days[0]?.label ?? '');
  const signUp: EventSignUpDetails = {
    eventId,
    title: event.title,
    days,
    enablePlusOne: event.enablePlusOne,
    terms: event.richText,
    submitCtaLabel: event.submitCtaLabel,
    confirmationTitle: event.confirmationTitle,
    confirmationSubtitle: event.confirmationSubtitle,
  };
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <h1 className="type-title">{event.title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-neutral-300 p-4">
        <dt className="font-semibold">{t('when')}</dt>
        <dd>{when}</dd>
        <dt className="font-semibold">{t('where')}</dt>
        <dd>{event.place}</dd>
        <dt className="font-semibold">{t('capacityLabel')}</dt>
        <dd>{t('capacity', { count: event.capacity })}</dd>
      </dl>
      {event.description.map((paragraph, index) => (
        <p key={index} className="text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
      <ClientMessages route="event">
        <EventSignUp event={signUp} />
      </ClientMessages>
    </article>
  );
}
