import type { CanvasComponent, FixedPage, PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { CATEGORY_IDS, categoryPath } from '../categories';
import { contentCopy } from '../content-copy';
import type { ContentMedia } from '../content-media';
import type { SeedImage } from '../image-jobs';
import { localeLanguage, type Language } from '../translated';
import type { FixedCopy, FixedCopyOf, TextCopy } from './copy';
import { fixedCopyDe } from './de';
import { fixedCopyEn } from './en';
import { fixedPageFacts } from './facts';
import { fixedCopyFr } from './fr';
import { fixedCopyIt } from './it';

const copyOf: Record<Language, FixedCopyOf> = {
  en: fixedCopyEn,
  fr: fixedCopyFr,
  de: fixedCopyDe,
  it: fixedCopyIt,
};

/** Where FixedCanvas places a section: `top` above the page's own content, any other below. */
const TOP = 'top';
const BOTTOM = 'bottom';

type Section = PageCanvas['sections'][number];

function text(id: string, copy: TextCopy): CanvasComponent {
  return {
    type: 'text-section',
    id,
    ...(copy.heading ? { heading: copy.heading } : {}),
    paragraphs: copy.paragraphs ?? [],
    items: copy.items ?? [],
    numbered: false,
  };
}

function media(image: SeedImage, alt: string) {
  return { url: image.url, alt, width: image.width, height: image.height };
}

function page(
  name: FixedPage,
  copy: { title: string; description: string },
  sections: Section[],
): PageCanvas {
  return {
    name,
    title: copy.title,
    metadata: { htmlTitle: `${copy.title} | Stride`, htmlDescription: copy.description },
    sections,
  };
}

/** The 17 fixed pages of one site: the copy of its language around the paths of its locale. */
export function fixedPageCanvases(
  locale: Locale,
  images: ContentMedia,
): Record<FixedPage, PageCanvas> {
  const facts = fixedPageFacts(locale);
  const { paths } = facts;
  const copy: FixedCopy = copyOf[localeLanguage(locale)](facts);
  const cards = contentCopy[localeLanguage(locale)].cards;

  return {
    cart: page('cart', copy.cart, [
      {
        name: BOTTOM,
        items: [
          {
            type: 'benefit-bar',
            id: 'cart-returns',
            title: copy.cart.promise.title,
            subtitle: copy.cart.promise.subtitle,
            targets: [{ url: paths.howToReturn, text: copy.cart.promise.link, style: 'link' }],
            showCloseButton: false,
          },
          text('cart-help', copy.cart.help),
        ],
      },
    ]),
    checkout: page('checkout', copy.checkout, [
      { name: BOTTOM, items: [text('checkout-promises', copy.checkout.promises)] },
    ]),
    account: page('account', copy.account, [
      {
        name: TOP,
        items: [
          {
            type: 'benefit-bar',
            id: 'account-loyalty',
            title: copy.account.loyalty.title,
            subtitle: copy.account.loyalty.subtitle,
            targets: [
              { url: paths.accountLoyalty, text: copy.account.loyalty.link, style: 'link' },
            ],
            showCloseButton: false,
          },
        ],
      },
    ]),
    'account-profile': page('account-profile', copy.accountProfile, [
      { name: BOTTOM, items: [text('account-profile-data', copy.accountProfile.data)] },
    ]),
    'contact-us': page('contact-us', copy.contactUs, [
      { name: TOP, items: [text('contact-us-topics', copy.contactUs.topics)] },
    ]),
    'error-4xx': page('error-4xx', copy.error4xx, [
      { name: BOTTOM, items: [text('error-4xx-links', copy.error4xx.body)] },
    ]),
    'order-confirmation': page('order-confirmation', copy.orderConfirmation, [
      { name: BOTTOM, items: [text('order-confirmation-next', copy.orderConfirmation.next)] },
    ]),
    search: page('search', copy.search, [
      {
        name: BOTTOM,
        items: [
          {
            type: 'category-cards',
            id: 'search-categories',
            title: copy.search.cardsTitle,
            items: (['menRunning', 'womenRunning', 'menHoodies', 'kidsShoes'] as const).map(
              (key) => ({
                title: cards[key],
                url: categoryPath(locale, CATEGORY_IDS[key]),
                media: media(images.cards[key], cards[key]),
              }),
            ),
          },
        ],
      },
    ]),
    'sign-up': page('sign-up', copy.signUp, [
      { name: TOP, items: [text('sign-up-benefits', copy.signUp.benefits)] },
    ]),
    'store-locator': page('store-locator', copy.storeLocator, [
      { name: TOP, items: [text('store-locator-services', copy.storeLocator.services)] },
    ]),
    promotions: page('promotions', copy.promotions, [
      {
        name: 'hero',
        items: [
          {
            type: 'hero-banner',
            id: 'promotions-hero',
            title: copy.promotions.title,
            subtitle: copy.promotions.subtitle,
            media: media(images.categoryHeroes.sale, copy.promotions.title),
            targets: [{ url: paths.sale, text: copy.promotions.shopSale, style: 'primary' }],
            titleH1: true,
            promotionTracking: { promotionName: 'promotions-hero' },
          },
        ],
      },
      {
        name: 'offers',
        items: [
          text('promotions-offers', copy.promotions.offers),
          {
            type: 'product-collection',
            id: 'promotions-sale',
            title: copy.promotions.rail,
            categoryId: CATEGORY_IDS.sale,
            limit: 8,
            textLink: { url: paths.sale, text: copy.promotions.shopSale, style: 'link' },
          },
        ],
      },
    ]),
    'gift-card': page('gift-card', copy.giftCard, [
      {
        name: 'hero',
        items: [
          {
            type: 'hero-banner',
            id: 'gift-card-hero',
            title: copy.giftCard.title,
            subtitle: copy.giftCard.subtitle,
            media: media(images.categoryHeroes.giftCards, copy.giftCard.title),
            targets: [{ url: paths.giftCards, text: copy.giftCard.shop, style: 'primary' }],
            titleH1: true,
          },
        ],
      },
      { name: 'use', items: [text('gift-card-use', copy.giftCard.use)] },
    ]),
    basecamp: page('basecamp', copy.basecamp, [
      {
        name: 'members',
        items: [
          text('basecamp-intro', copy.basecamp.intro),
          text('basecamp-account', copy.basecamp.account),
        ],
      },
    ]),
    westend: page('westend', copy.westend, [
      {
        name: 'hero',
        items: [
          {
            type: 'hero-banner',
            id: 'westend-hero',
            title: copy.westend.title,
            subtitle: copy.westend.subtitle,
            media: media(images.homeHero, copy.westend.title),
            targets: [{ url: paths.flagship, text: copy.westend.visit, style: 'primary' }],
            titleH1: true,
          },
        ],
      },
      { name: 'visit', items: [text('westend-details', copy.westend.details)] },
    ]),
    'sign-in-modal': page('sign-in-modal', copy.signInModal, [
      { name: BOTTOM, items: [text('sign-in-modal-text', copy.signInModal.text)] },
    ]),
    'sign-up-modal': page('sign-up-modal', copy.signUpModal, [
      { name: BOTTOM, items: [text('sign-up-modal-text', copy.signUpModal.text)] },
    ]),
    'loyalty-modal': page('loyalty-modal', copy.loyaltyModal, [
      { name: BOTTOM, items: [text('loyalty-modal-text', copy.loyaltyModal.text)] },
    ]),
  };
}
