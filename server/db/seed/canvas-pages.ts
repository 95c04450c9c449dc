import type { Locale } from '@/lib/i18n/locales';
import { loyaltyPath } from '@/lib/routes';
import type { PageCanvas } from '@/lib/contracts/content';
import { homeArticleGrid } from './articles/canvases';
import { CATEGORY_IDS, categoryPath, findCategory } from './categories';
import { contentCopy } from './content-copy';
import type { ContentMedia, HeroCategory } from './content-media';
import type { SeedImage } from './image-jobs';
import { localeLanguage } from './translated';

function media(image: SeedImage, alt: string) {
  return { url: image.url, alt, width: image.width, height: image.height };
}

/**
 * The home page, composed as a brand's: the hero and the benefit bar, a carousel of new
 * arrivals, an editorial split banner, category cards, four sale picks, the brand story and
 * the newest articles.
 */
export function homeCanvas(locale: Locale, images: ContentMedia): PageCanvas {
  const language = localeLanguage(locale);
  const copy = contentCopy[language];
  const path = (id: string) => categoryPath(locale, id);
  const collection = (id: string, key: string, title: string) => ({
    type: 'product-collection' as const,
    id: `home-${key}`,
    title,
    categoryId: id,
    limit: 8,
    textLink: { url: path(id), text: copy.collections.shopAll, style: 'link' as const },
  });
  const hero = {
    type: 'hero-banner' as const,
    id: 'home-hero-season',
    eyebrowText: copy.hero.eyebrow,
    title: copy.hero.title,
    subtitle: copy.hero.subtitle,
    media: media(images.homeHero, copy.hero.title),
    targets: [
      { url: path(CATEGORY_IDS.men), text: copy.hero.shopMen, style: 'primary' as const },
      { url: path(CATEGORY_IDS.women), text: copy.hero.shopWomen, style: 'secondary' as const },
    ],
    titleH1: true,
    promotionTracking: { promotionName: 'home-hero-new-season' },
  };
  return {
    name: 'home',
    title: copy.hero.title,
    metadata: {
      htmlTitle: copy.homeTitle,
      htmlDescription: copy.homeDescription,
      ogTitle: copy.homeTitle,
      ogDescription: copy.homeDescription,
      ogImage: images.homeHero.url,
    },
    sections: [
      {
        name: 'hero',
        items: [
          {
            // Signed-in loyalty members see their own hero; everyone else the season's.
            type: 'segmentation',
            id: 'home-hero',
            baselines: [hero],
            segments: [
              {
                id: 'loyalty-member',
                targets: [
                  {
                    ...hero,
                    id: 'home-hero-members',
                    eyebrowText: copy.memberHero.eyebrow,
                    title: copy.memberHero.title,
                    subtitle: copy.memberHero.subtitle,
                    targets: [
                      { url: loyaltyPath(locale), text: copy.memberHero.rewards, style: 'primary' },
                      {
                        url: path(CATEGORY_IDS.newArrivals),
                        text: copy.shopNow,
                        style: 'secondary',
                      },
                    ],
                    promotionTracking: { promotionName: 'home-hero-members' },
                  },
                ],
              },
            ],
          },
          {
            type: 'benefit-bar',
            id: 'home-benefits',
            title: copy.benefit.title,
            subtitle: copy.benefit.subtitle,
            targets: [],
            showCloseButton: true,
          },
        ],
      },
      {
        name: 'new-arrivals',
        items: [
          {
            ...collection(CATEGORY_IDS.newArrivals, 'new-arrivals', copy.collections.newArrivals),
            // A carousel at every width: swiped on phones, arrows and dots on larger screens.
            breakpoints: {
              sm: { type: 'carousel', slideWidth: '45%', showProgress: true },
              md: { slideWidth: '30%', showArrows: true, showIndicators: true },
              lg: { slideWidth: '23%' },
            },
          },
        ],
      },
      {
        name: 'editorial',
        items: [
          {
            type: 'split-banner',
            id: 'home-editorial-women',
            eyebrowText: copy.collections.womensClothing,
            title: copy.categoryHeroes.women.title,
            subtitle: copy.categoryHeroes.women.subtitle,
            media: media(images.categoryHeroes.women, copy.categoryHeroes.women.title),
            imageWidth: 60,
            colors: { background: '#f3efe7', text: '#1f2a24' },
            targets: [
              { url: path(CATEGORY_IDS.womenClothing), text: copy.shopNow, style: 'primary' },
            ],
            promotionTracking: { promotionName: 'home-editorial-women' },
          },
        ],
      },
      {
        name: 'categories',
        items: [
          {
            type: 'category-cards',
            id: 'home-category-cards',
            title: copy.cards.title,
            items: (['menRunning', 'womenRunning', 'menHoodies', 'kidsShoes'] as const).map(
              (key) => ({
                title: copy.cards[key],
                url: path(CATEGORY_IDS[key]),
                media: media(images.cards[key], copy.cards[key]),
              }),
            ),
          },
        ],
      },
      {
        name: 'sale',
        items: [{ ...collection(CATEGORY_IDS.sale, 'sale', copy.collections.sale), limit: 4 }],
      },
      { name: 'story', items: [{ type: 'rich-text', id: 'home-story', paragraphs: copy.story }] },
      {
        name: 'newsletter',
        items: [
          { type: 'newsletter', id: 'home-newsletter', ...copy.newsletter, alignment: 'center' },
        ],
      },
      { name: 'journal', items: [homeArticleGrid(locale)] },
    ],
  };
}

/** A root category's landing banner. */
export function categoryCanvas(
  locale: Locale,
  key: HeroCategory,
  images: ContentMedia,
): PageCanvas {
  const language = localeLanguage(locale);
  const copy = contentCopy[language];
  const category = findCategory(CATEGORY_IDS[key]);
  const { title, subtitle } = copy.categoryHeroes[key];
  const children = category.children.filter((child) => child.isVisible).slice(0, 3);
  return {
    name: `category-${category.id}`,
    title: category.name[language],
    metadata: { htmlTitle: `${category.name[language]} | Stride`, htmlDescription: subtitle },
    sections: [
      {
        name: 'hero',
        items: [
          {
            type: 'hero-banner',
            id: `category-${category.id}-hero`,
            title,
            subtitle,
            media: media(images.categoryHeroes[key], title),
            targets: children.length
              ? children.map((child) => ({
                  url: categoryPath(locale, child.id),
                  text: child.name[language],
                  style: 'secondary' as const,
                }))
              : [
                  {
                    url: categoryPath(locale, category.id),
                    text: copy.shopNow,
                    style: 'primary' as const,
                  },
                ],
            titleH1: false,
            promotionTracking: { promotionName: `category-${category.id}-hero` },
          },
        ],
      },
    ],
  };
}
