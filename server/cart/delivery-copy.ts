import type { FulfilmentCode } from '@/lib/contracts/cart';
import { languageOf, type Locale } from '@/lib/i18n/locales';

type Language = 'en' | 'fr' | 'de' | 'it';

const SERVICE_LABELS: Record<string, Record<Language, string>> = {
  sameday: { en: 'Same day', fr: 'Le jour même', de: 'Am selben Tag', it: 'In giornata' },
  express: { en: 'Express', fr: 'Express', de: 'Express', it: 'Espressa' },
  standard: { en: 'Standard', fr: 'Standard', de: 'Standard', it: 'Standard' },
  pickup: {
    en: 'Pick up in store',
    fr: 'Retrait en magasin',
    de: 'Abholung im Geschäft',
    it: 'Ritiro in negozio',
  },
  sts: {
    en: 'Ship to store',
    fr: 'Livraison en magasin',
    de: 'Lieferung ins Geschäft',
    it: 'Spedizione in negozio',
  },
  pudo: {
    en: 'Collection point',
    fr: 'Point relais',
    de: 'Abholstation',
    it: 'Punto di ritiro',
  },
  digital: { en: 'By email', fr: 'Par e-mail', de: 'Per E-Mail', it: 'Via e-mail' },
  customs: {
    en: 'Made to order',
    fr: 'Fabriqué sur commande',
    de: 'Auf Bestellung gefertigt',
    it: 'Realizzato su ordinazione',
  },
};

const TODAY: Record<Language, string> = {
  en: 'Today',
  fr: "Aujourd'hui",
  de: 'Heute',
  it: 'Oggi',
};

const BUSINESS_DAYS: Record<Language, (range: string, one: boolean) => string> = {
  en: (range, one) => `${range} business ${one ? 'day' : 'days'}`,
  fr: (range, one) => `${range} ${one ? 'jour ouvré' : 'jours ouvrés'}`,
  de: (range, one) => `${range} ${one ? 'Werktag' : 'Werktage'}`,
  it: (range, one) => `${range} ${one ? 'giorno lavorativo' : 'giorni lavorativi'}`,
};

function languageFor(locale: Locale): Language {
  const language = languageOf(locale);
  return language === 'fr' || language === 'de' || language === 'it' ? language : 'en';
}

export function serviceLabel(code: string, locale: Locale): string {
  return SERVICE_LABELS[code]?.[languageFor(locale)] ?? code;
}

/** "Today", "1 business day" or "3–5 business days", in the basket's language. */
export function deliveryTimeText(earliestDays: number, latestDays: number, locale: Locale): string {
  const language = languageFor(locale);
  if (latestDays === 0) return TODAY[language];
  const range = earliestDays === latestDays ? `${earliestDays}` : `${earliestDays}–${latestDays}`;
  return BUSINESS_DAYS[language](range, earliestDays === latestDays && earliestDays === 1);
}

/** Delivery promise of the methods that are not a home-delivery service. */
export const METHOD_DAYS: Record<
  Exclude<FulfilmentCode, 'standard' | 'customs'>,
  [number, number]
> = {
  pickup: [0, 0],
  digital: [0, 0],
  sts: [3, 5],
  pudo: [3, 5],
};
