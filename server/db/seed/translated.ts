import { languageOf, type Locale } from '@/lib/i18n/locales';

/** The catalogue's languages; every seeded text is written in all of them. */
const languages = ['en', 'fr', 'de', 'it'] as const;
export type Language = (typeof languages)[number];

export type Translated = Record<Language, string>;

/** Builds a text in every language from a per-language function. */
export function translate(build: (language: Language) => string): Translated {
  return { en: build('en'), fr: build('fr'), de: build('de'), it: build('it') };
}

/** Replaces `{name}` placeholders in every language. */
export function fill(template: Translated, values: Record<string, string>): Translated {
  return translate((language) =>
    template[language].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match),
  );
}

/** The seeded language a storefront locale reads. */
export function localeLanguage(locale: Locale): Language {
  const language = languages.find((candidate) => candidate === languageOf(locale));
  if (!language) throw new Error(`No seeded texts for locale ${locale}`);
  return language;
}
