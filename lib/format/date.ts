import { settingsFor, type Locale } from '../i18n/locales';
import { formatDisplayDate, parseIsoDate } from '../validation/calendar-date';

/**
 * A day as the store shows it (spec 002 section 9: MM/DD/YYYY, DD/MM/YYYY in EMEA). Written
 * by hand rather than through Intl, so the server and the browser print the same words.
 */
export function formatDay(isoDate: string, locale: Locale): string {
  const date = parseIsoDate(isoDate);
  return date ? formatDisplayDate(date, settingsFor(locale).dateFormat) : isoDate;
}
