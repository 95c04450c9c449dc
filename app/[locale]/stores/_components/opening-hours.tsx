import { getTranslations } from 'next-intl/server';
import type { StoreDetails } from '@/lib/contracts/stores';
import { toLanguageTag, type Locale } from '@/lib/i18n/locales';
import {
  formatTimeOfDay,
  openingSpanOf,
  storeToday,
  weekdayName,
  weekdays,
  type Weekday,
} from '@/lib/stores/opening-hours';

async function hoursText(store: StoreDetails, day: Weekday, locale: Locale): Promise<string> {
  const t = await getTranslations('Stores');
  const span = openingSpanOf(store.hours[day]);
  if (!span) return t('closed');
  const tag = toLanguageTag(locale);
  return t('hoursRange', {
    opens: formatTimeOfDay(span.opens, tag),
    closes: formatTimeOfDay(span.closes, tag),
  });
}

export async function TodayHours({
  store,
  locale,
  now,
}: {
  store: StoreDetails;
  locale: Locale;
  now: Date;
}) {
  const t = await getTranslations('Stores');
  return (
    <p className="text-sm">
      {t('todayHours', {
        hours: await hoursText(store, storeToday(store.countryCode, now), locale),
      })}
    </p>
  );
}

/** The week's hours, Monday first, today marked for the eye and for screen readers. */
export async function WeekHours({
  store,
  locale,
  now,
}: {
  store: StoreDetails;
  locale: Locale;
  now: Date;
}) {
  const t = await getTranslations('Stores');
  const today = storeToday(store.countryCode, now);
  const tag = toLanguageTag(locale);
  const rows = await Promise.all(
    weekdays.map(async (day) => ({ day, text: await hoursText(store, day, locale) })),
  );
  return (
    <table className="text-sm">
      <caption className="sr-only">{t('openingHours')}</caption>
      <tbody>
        {rows.map(({ day, text }) => (
          <tr
            key={day}
            aria-current={day === today ? 'date' : undefined}
            className="aria-[current=date]:font-bold"
          >
            <th scope="row" className="py-0.5 pr-6 text-left font-normal capitalize">
              {weekdayName(day, tag)}
              {day === today && <span className="sr-only"> ({t('today')})</span>}
            </th>
            <td className="py-0.5">{text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
