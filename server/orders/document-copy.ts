import { createTranslator } from 'use-intl/core';
import { languageOf, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { oncePerKey } from '@/lib/once-per-key';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

/** Only this namespace, so keys another team adds elsewhere cannot break the typing. */
type DocumentMessages = { OrderDocuments: typeof en.OrderDocuments };

const catalogues: Record<string, { messages: DocumentMessages; brand: string }> = {
  en: { messages: { OrderDocuments: en.OrderDocuments }, brand: en.Common.brand },
  fr: { messages: { OrderDocuments: fr.OrderDocuments }, brand: fr.Common.brand },
  de: { messages: { OrderDocuments: de.OrderDocuments }, brand: de.Common.brand },
  it: { messages: { OrderDocuments: it.OrderDocuments }, brand: it.Common.brand },
};

function createDocumentTranslator(locale: Locale) {
  const catalogue = catalogues[languageOf(locale)] ?? catalogues.en!;
  const t = createTranslator({
    locale: toLanguageTag(locale),
    messages: catalogue.messages,
    namespace: 'OrderDocuments',
    // A missing text would print its key on a customer's invoice.
    onError: (error) => {
      throw error;
    },
  });
  return (key: Parameters<typeof t>[0], values: Record<string, string | number> = {}) =>
    t(key, { brand: catalogue.brand, ...values });
}

/** The brand's name as the locale's messages write it, for a document's header and metadata. */
export function brandName(locale: Locale): string {
  return (catalogues[languageOf(locale)] ?? catalogues.en!).brand;
}

/** The words of invoices and return labels ("OrderDocuments" messages), one per locale. */
export const documentTranslator = oncePerKey(createDocumentTranslator);

export type DocumentTranslator = ReturnType<typeof createDocumentTranslator>;

/** A date as the order's language writes it in full: "31 March 2026", "31. März 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(toLanguageTag(locale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
