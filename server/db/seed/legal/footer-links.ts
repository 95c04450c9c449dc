import type { FooterCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import {
  GERMAN_LEGAL_LOCALE,
  germanLegalPagePath,
  helpPagePath,
  helpPath,
  howToReturnPath,
  legalPagePath,
} from '@/lib/routes';
import { localeLanguage, type Language } from '../translated';
import { brandTermsCopy } from './brand-terms';
import { widerrufCopy } from './germany';
import { helpCopy } from './help';
import { howToReturnCopy } from './how-to-return';
import { loyaltyTermsCopy } from './loyalty-terms';
import { privacyCopy } from './privacy';
import { returnsCopy } from './returns';
import { saleTermsCopy } from './sale-terms';
import { shippingAndDeliveryCopy } from './shipping-and-delivery';
import { smsTermsCopy } from './sms-terms';

type FooterLink = FooterCanvas['columns'][number]['links'][number];

const legalTitle: Record<Language, string> = {
  en: 'Legal',
  fr: 'Informations légales',
  de: 'Rechtliches',
  it: 'Note legali',
};

/** The help pages under the hub, each titled as the page itself is. */
export function helpPageLinks(locale: Locale): FooterLink[] {
  const language = localeLanguage(locale);
  return [
    { text: helpCopy[language].title, url: helpPath(locale) },
    {
      text: shippingAndDeliveryCopy(locale).title,
      url: helpPagePath(locale, 'shipping-and-delivery'),
    },
    { text: returnsCopy[language].title, url: helpPagePath(locale, 'returns') },
    { text: howToReturnCopy[language].title, url: howToReturnPath(locale) },
  ];
}

/** The legal pages; the German site adds its Impressum, AGB and Widerruf. */
export function legalColumn(locale: Locale): FooterCanvas['columns'][number] {
  const language = localeLanguage(locale);
  const terms = [
    ['privacy', privacyCopy],
    ['sale-terms', saleTermsCopy],
    ['brand-terms', brandTermsCopy],
    ['loyalty-terms', loyaltyTermsCopy],
    ['sms-terms', smsTermsCopy],
  ] as const;
  const german =
    locale === GERMAN_LEGAL_LOCALE
      ? [
          { text: 'Impressum', url: germanLegalPagePath('impressum') },
          { text: 'AGB', url: germanLegalPagePath('agb') },
          { text: widerrufCopy.title, url: germanLegalPagePath('widerruf') },
        ]
      : [];
  return {
    title: legalTitle[language],
    links: [
      ...terms.map(([page, copies]) => ({
        text: copies[language].title,
        url: legalPagePath(locale, page),
      })),
      ...german,
    ],
  };
}
