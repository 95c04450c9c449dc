import { createTranslator } from 'use-intl/core';
import type { SummaryTranslate } from '@/lib/cart/summary-rows';
import { languageOf, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { oncePerKey } from '@/lib/once-per-key';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

/**
 * Only the namespaces mail needs, so another team adding keys elsewhere in one language
 * first cannot break this typing. The order summary's words are the page's own.
 */
type EmailMessages = { Email: typeof en.Email; OrderSummary: typeof en.OrderSummary };

const catalogues: Record<string, { messages: EmailMessages; brand: string }> = {
  en: { messages: { Email: en.Email, OrderSummary: en.OrderSummary }, brand: en.Common.brand },
  fr: { messages: { Email: fr.Email, OrderSummary: fr.OrderSummary }, brand: fr.Common.brand },
  de: { messages: { Email: de.Email, OrderSummary: de.OrderSummary }, brand: de.Common.brand },
  it: { messages: { Email: it.Email, OrderSummary: it.OrderSummary }, brand: it.Common.brand },
};

function catalogueOf(locale: Locale) {
  const catalogue = catalogues[languageOf(locale)];
  if (!catalogue) throw new Error(`No email messages for locale ${locale}`);
  return catalogue;
}

// A missing message would otherwise be logged and replaced by its key in a customer's mail.
const throwOnError = (error: Error) => {
  throw error;
};

function createEmailTranslator(locale: Locale) {
  const catalogue = catalogueOf(locale);
  const t = createTranslator({
    locale: toLanguageTag(locale),
    messages: catalogue.messages,
    namespace: 'Email',
    onError: throwOnError,
  });
  return (key: Parameters<typeof t>[0], values: Record<string, string | number> = {}) =>
    t(key, { brand: catalogue.brand, ...values });
}

export type EmailTranslator = ReturnType<typeof createEmailTranslator>;

// One translator per locale for the life of the process: each keeps the message formats it
// compiled, and compiling them again for every mail cost more than rendering the mail.

/** The "Email" messages of a locale's language, with `{brand}` filled in everywhere. */
export const emailTranslator = oncePerKey(createEmailTranslator);

/** The "OrderSummary" messages, as the confirmation page words the order's totals. */
export const orderSummaryTranslator = oncePerKey((locale: Locale): SummaryTranslate => {
  const t = createTranslator({
    locale: toLanguageTag(locale),
    messages: catalogueOf(locale).messages,
    namespace: 'OrderSummary',
    onError: throwOnError,
  });
  return (key, values) => t(key, values);
});
