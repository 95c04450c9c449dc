import { languageOf, type Locale } from '@/lib/i18n/locales';

type Language = 'en' | 'fr' | 'de' | 'it';

/** The words the internal calls answer with, in the request's language. */
const words = {
  help: { en: 'Help', fr: 'Aide', de: 'Hilfe', it: 'Assistenza' },
  findStore: {
    en: 'Find a store',
    fr: 'Trouver un magasin',
    de: 'Filiale finden',
    it: 'Trova un negozio',
  },
  orderStatus: {
    en: 'Order status',
    fr: 'Suivi de commande',
    de: 'Bestellstatus',
    it: "Stato dell'ordine",
  },
  signIn: { en: 'Sign in', fr: 'Se connecter', de: 'Anmelden', it: 'Accedi' },
  price: { en: 'Price', fr: 'Prix', de: 'Preis', it: 'Prezzo' },
  colors: { en: 'Colours', fr: 'Coloris', de: 'Farben', it: 'Colori' },
  sizes: { en: 'Sizes', fr: 'Tailles', de: 'Größen', it: 'Taglie' },
  activity: { en: 'Activity', fr: 'Activité', de: 'Aktivität', it: 'Attività' },
  gender: { en: 'For', fr: 'Pour', de: 'Für', it: 'Per' },
} satisfies Record<string, Record<Language, string>>;

export type InternalWord = keyof typeof words;

export function wordFor(locale: Locale, word: InternalWord): string {
  const language = languageOf(locale);
  return words[word][language as Language] ?? words[word].en;
}
