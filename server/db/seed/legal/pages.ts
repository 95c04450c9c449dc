import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { GERMAN_LEGAL_LOCALE } from '@/lib/routes';
import { localeLanguage } from '../translated';
import { associateDiscountTermsCopy } from './associate-discount-terms';
import { brandTermsCopy } from './brand-terms';
import { agbCopy, impressumCopy, widerrufCopy } from './germany';
import { helpCopy } from './help';
import { howToReturnCopy } from './how-to-return';
import { legalCanvas } from './legal-canvas';
import type { LegalCopies, LegalCopy } from './legal-copy';
import { loyaltyTermsCopy } from './loyalty-terms';
import { loyaltyCopy } from './loyalty';
import { privacyCopy } from './privacy';
import { returnsCopy } from './returns';
import { saleTermsCopy } from './sale-terms';
import { shippingAndDeliveryCopy } from './shipping-and-delivery';
import { smsTermsCopy } from './sms-terms';

interface SeededPage {
  slug: string;
  parent?: string;
  copy: LegalCopies | ((locale: Locale) => LegalCopy);
}

/** Every locale's help and legal pages; a page's path is its parent chain (lib/routes.ts). */
const pages: SeededPage[] = [
  { slug: 'help', copy: helpCopy },
  { slug: 'shipping-and-delivery', parent: 'help', copy: shippingAndDeliveryCopy },
  { slug: 'returns', parent: 'help', copy: returnsCopy },
  { slug: 'how-to-return', parent: 'returns', copy: howToReturnCopy },
  { slug: 'privacy', copy: privacyCopy },
  { slug: 'brand-terms', copy: brandTermsCopy },
  { slug: 'loyalty-terms', copy: loyaltyTermsCopy },
  { slug: 'sale-terms', copy: saleTermsCopy },
  { slug: 'sms-terms', copy: smsTermsCopy },
  { slug: 'associate-discount-terms', copy: associateDiscountTermsCopy },
  { slug: 'loyalty', copy: loyaltyCopy },
];

/** Germany's own pages, in German on the German site only. */
const germanPages = [
  { slug: 'impressum', copy: impressumCopy },
  { slug: 'agb', copy: agbCopy },
  { slug: 'widerruf', copy: widerrufCopy },
];

export function helpAndLegalCanvases(locale: Locale): { key: string; document: PageCanvas }[] {
  const own = pages.map(({ slug, parent, copy }) => ({
    slug,
    parent,
    copy: typeof copy === 'function' ? copy(locale) : copy[localeLanguage(locale)],
  }));
  const all = locale === GERMAN_LEGAL_LOCALE ? [...own, ...germanPages] : own;
  return all.map((page) => ({ key: page.slug, document: legalCanvas(locale, page) }));
}
