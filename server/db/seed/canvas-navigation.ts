import type { MenuCanvas, MenuItem } from '@/lib/contracts/cms/menu';
import type { FooterCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { contactUsPath, eventPath, orderStatusPath, storesPath } from '@/lib/routes';
import {
  CATEGORY_IDS,
  categoryPath,
  categoryTree,
  findCategory,
  type SeedCategory,
} from './categories';
import { contentCopy } from './content-copy';
import type { CardCategory, ContentMedia, HeroCategory } from './content-media';
import type { SeedImage } from './image-jobs';
import { journalLink } from './articles/canvases';
import { helpPageLinks, legalColumn } from './legal/footer-links';
import { eventCanvases, SEEDED_EVENT_IDS } from './events';
import { localeLanguage } from './translated';

function visible(categories: readonly SeedCategory[]): SeedCategory[] {
  return categories.filter((category) => category.isVisible);
}

/** Where a root entry's menu banner and picture tiles come from, and how it looks. */
const rootDress: Partial<
  Record<
    string,
    Pick<MenuItem, 'menuStyle' | 'menuIcon'> & {
      banner?: HeroCategory;
      tiles?: CardCategory[];
    }
  >
> = {
  [CATEGORY_IDS.newArrivals]: { menuIcon: 'sparkle' },
  [CATEGORY_IDS.men]: { banner: 'men', tiles: ['menRunning', 'menHoodies'] },
  [CATEGORY_IDS.women]: { banner: 'women', tiles: ['womenRunning'] },
  [CATEGORY_IDS.kids]: { banner: 'kids', tiles: ['kidsShoes'] },
  [CATEGORY_IDS.sale]: { menuStyle: 'highlight', menuIcon: 'tag' },
};

/**
 * The mega menu mirrors the category tree: roots, their children as columns, grandchildren as
 * links; the shopping roots add a campaign banner and picture tiles. A root without children
 * (New Arrivals) is a plain link.
 */
export function menuCanvas(locale: Locale, media: ContentMedia): MenuCanvas {
  const language = localeLanguage(locale);
  const copy = contentCopy[language];
  const link = (category: SeedCategory) => ({
    id: category.id,
    title: category.name[language],
    target: categoryPath(locale, category.id),
  });
  const picture = (image: SeedImage, alt: string) => ({
    url: image.url,
    alt,
    width: image.width,
    height: image.height,
  });
  return {
    mobileThirdLevel: true,
    items: visible(categoryTree).map((root) => {
      const { banner, tiles, ...dress } = rootDress[root.id] ?? {};
      const tileCategories = (tiles ?? []).map((key) => ({
        key,
        category: findCategory(CATEGORY_IDS[key]),
      }));
      return {
        ...link(root),
        ...dress,
        delocalizedTracking: root.name.en.toLowerCase().replace(/\s+/g, '-'),
        hideShopAll: root.children.length === 0,
        columns: visible(root.children).map((column) => ({
          ...link(column),
          children: visible(column.children).map(link),
        })),
        ...(banner && {
          menuBanner: {
            title: copy.categoryHeroes[banner].title,
            subtitle: copy.categoryHeroes[banner].subtitle,
            target: categoryPath(locale, root.id),
            media: picture(media.categoryHeroes[banner], ''),
          },
        }),
        ...(tileCategories.length > 0 && {
          visualSelectorsTitle: copy.menuVisualSelectors,
          visualSelectors: tileCategories.map(({ key, category }) => ({
            id: category.id,
            title: category.name[language],
            target: categoryPath(locale, category.id),
            media: picture(media.cards[key], ''),
          })),
        }),
      };
    }),
  };
}

export function footerCanvas(locale: Locale): FooterCanvas {
  const language = localeLanguage(locale);
  const copy = contentCopy[language].footer;
  const trailWeekend = eventCanvases(locale)[SEEDED_EVENT_IDS.trailWeekend]!;
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
        links: [
          ...shopRoots.map((id) => ({
            text: findCategory(id).name[language],
            url: categoryPath(locale, id),
          })),
          { text: trailWeekend.title, url: eventPath(locale, SEEDED_EVENT_IDS.trailWeekend) },
          journalLink(locale),
        ],
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
