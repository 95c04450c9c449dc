import type { LocalizedText } from '../db/schema';
import { languageOf, type Locale } from '@/lib/i18n/locales';

/** Picks the locale's language, falling back to English, which every text carries. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[languageOf(locale)] ?? text.en;
}

export function localizeOptional(text: LocalizedText | null, locale: Locale): string | null {
  return text ? localize(text, locale) : null;
}
