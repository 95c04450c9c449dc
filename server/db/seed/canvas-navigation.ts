import type { FooterCanvas, MenuCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { contactUsPath, orderStatusPath, storesPath } from '@/lib/routes';
import {
  CATEGORY_IDS,
  categoryPath,
  categoryTree,
  findCategory,
  type SeedCategory,
} from './categories';
import { contentCopy } from './content-copy';
import { helpPageLinks, legalColumn } from './legal/footer-links';
import { localeLanguage } from './translated';

function visible(categories: readonly SeedCategory[]): SeedCategory[] {
  return categories.filter((category) => category.isVisible);
}

/** The mega menu mirrors the category tree: roots, their children as columns, grandchildren as links. */
export function menuCanvas(locale: Locale): MenuCanvas {
  const language = localeLanguage(locale);
  const link = (category: SeedCategory) => ({
    id: category.id,
    title: category.name[language],
    target: categoryPath(locale, category.id),
  });
  return {
    items: visible(categoryTree).map((root) => ({
      ...link(root),
      hideShopAll: root.children.length === 0,
      columns: visible(root.children).map((column) => ({
        ...link(column),
        children: visible(column.children).map(link),
      })),
    })),
  };
}

export function footerCanvas(locale: Locale): FooterCanvas {
  const language = localeLanguage(locale);
  const copy = contentCopy[language].footer;
  const shopRoots = [
    CATEGORY_IDS.men,
    CATEGORY_IDS.women,
    CATEGORY_IDS.kids,
    CATEGORY_IDS.sale,
    CATEGORY_IDS.giftCards,
  ];
  return {
    columns: [
      {
        title: copy.shop,
        links: shopRoots.map((id) => ({
          text: findCategory(id).name[language],
          url: categoryPath(locale, id),
        })),
      },
      // Only pages the store has: a page comes before its link
      // (server/db/seed/content-links.test.ts guards this).
      {
        title: copy.account,
        links: [
          { text: copy.myAccount, url: `/${locale}/account` },
          { text: copy.orderStatus, url: orderStatusPath(locale) },
          { text: copy.cart, url: `/${locale}/cart` },
        ],
      },
      {
        title: copy.help,
        links: [
          { text: copy.contactUs, url: contactUsPath(locale) },
          { text: copy.findStore, url: storesPath(locale) },
          ...helpPageLinks(locale),
        ],
      },
      legalColumn(locale),
    ],
    legal: copy.legal,
  };
}
