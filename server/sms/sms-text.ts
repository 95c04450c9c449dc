import { createTranslator } from 'use-intl/core';
import { languageOf, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { oncePerKey } from '@/lib/once-per-key';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

const catalogues: Record<string, { Sms: typeof en.Sms; brand: string }> = {
  en: { Sms: en.Sms, brand: en.Common.brand },
  fr: { Sms: fr.Sms, brand: fr.Common.brand },
  de: { Sms: de.Sms, brand: de.Common.brand },
  it: { Sms: it.Sms, brand: it.Common.brand },
};

/** The "Sms" messages of a locale's language, with `{brand}` filled in; a missing one throws. */
export const smsTranslator = oncePerKey((locale: Locale) => {
  const catalogue = catalogues[languageOf(locale)];
  if (!catalogue) throw new Error(`No SMS messages for locale ${locale}`);
  const t = createTranslator({
    locale: toLanguageTag(locale),
    messages: { Sms: catalogue.Sms },
    namespace: 'Sms',
    onError: (error) => {
      throw error;
    },
  });
  return (key: Parameters<typeof t>[0], values: Record<string, string> = {}) =>
    t(key, { brand: catalogue.brand, ...values });
});
