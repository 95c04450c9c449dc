import { toLanguageTag, type Locale } from '@/lib/i18n/locales';

/**
 * How the editor's pages write a moment (a grant's end, a draft's save, the preview's date):
 * to the minute, with its time zone named. dateStyle cannot be combined with timeZoneName.
 */
export function editorTimeFormat(locale: Locale, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(toLanguageTag(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}
