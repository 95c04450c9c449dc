import { createTranslator } from 'use-intl/core';
import { languageOf, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

/**
 * Only the namespaces mail needs, so another team adding keys elsewhere in one language
 * first cannot break this typing.
 */
type EmailMessages = { Email: typeof en.Email };

const catalogues: Record<string, { messages: EmailMessages; brand: string }> = {
  en: { messages: { Email: en.Email }, brand: en.Common.brand },
  fr: { messages: { Email: fr.Email }, brand: fr.Common.brand },
  de: { messages: { Email: de.Email }, brand: de.Common.brand },
  it: { messages: { Email: it.Email }, brand: it.Common.brand },
};

/** The "Email" messages of a locale's language, with `{brand}` filled in everywhere. */
export function emailTranslator(locale: Locale) {
  const catalogue = catalogues[languageOf(locale)];
  if (!catalogue) throw new Error(`No email messages for locale ${locale}`);
  const t = createTranslator({
    locale: toLanguageTag(locale),
    messages: catalogue.messages,
    namespace: 'Email',
    // A missing message would otherwise be logged and replaced by its key in a customer's mail.
    onError: (error) => {
      throw error;
    },
  });
  return (key: Parameters<typeof t>[0], values: Record<string, string | number> = {}) =>
    t(key, { brand: catalogue.brand, ...values });
}

export type EmailTranslator = ReturnType<typeof emailTranslator>;
