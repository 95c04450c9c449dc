import type { Locale } from '@/lib/i18n/locales';
import {
  accountPath,
  accountSectionPath,
  contactUsPath,
  germanLegalPagePath,
  helpPagePath,
  helpPath,
  howToReturnPath,
  legalPagePath,
  loyaltyPath,
  orderStatusPath,
  ordersPath,
  storesPath,
} from '@/lib/routes';

/** The site paths seeded copy may link to, by the name its `[words](@name)` links use. */
const sitePaths: Record<string, (locale: Locale) => string> = {
  account: accountPath,
  profile: (locale) => accountSectionPath(locale, 'profile'),
  communication: (locale) => accountSectionPath(locale, 'communication'),
  loyalty: (locale) => accountSectionPath(locale, 'loyalty'),
  orders: (locale) => ordersPath(locale),
  status: (locale) => orderStatusPath(locale),
  contact: contactUsPath,
  stores: storesPath,
  help: helpPath,
  shipping: (locale) => helpPagePath(locale, 'shipping-and-delivery'),
  returns: (locale) => helpPagePath(locale, 'returns'),
  howToReturn: howToReturnPath,
  loyaltyProgramme: loyaltyPath,
  privacy: (locale) => legalPagePath(locale, 'privacy'),
  saleTerms: (locale) => legalPagePath(locale, 'sale-terms'),
  loyaltyTerms: (locale) => legalPagePath(locale, 'loyalty-terms'),
  widerruf: () => germanLegalPagePath('widerruf'),
};

/** Writes the locale's path into every `(@name)` link target; an unknown name is a seed bug. */
export function withSitePaths(text: string, locale: Locale): string {
  return text.replace(/\]\(@(\w+)\)/g, (_, name: string) => {
    const path = sitePaths[name];
    if (!path) throw new Error(`Seeded copy links to an unknown site path @${name}`);
    return `](${path(locale)})`;
  });
}
