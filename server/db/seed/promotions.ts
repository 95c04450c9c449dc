import type { coupons, promotions } from '@/server/db/schema';
import { CATEGORY_IDS } from './categories';
import { SEED_BASE_DATE } from './fixtures';
import { GIFT_WITH_PURCHASE_VARIANT_ID } from './special-products';

type PromotionRow = typeof promotions.$inferInsert;
type CouponRow = typeof coupons.$inferInsert;

/** Promotion ids tests and docs can rely on. */
export const SEED_PROMOTION_IDS = {
  freeShipping: 'free-shipping-over-threshold',
  clothingPercentOff: 'clothing-20-off',
  accessoriesBuy2Get1: 'socks-hats-buy-2-get-1',
  giftWithPurchase: 'free-socks-over-threshold',
  welcome: 'welcome-10-off',
  save20: 'save-20-over-threshold',
  expired: 'expired-5-off',
  future: 'future-15-off',
  limited: 'limited-15-off',
  firstOrder: 'first-order-10-off',
  exclusive: 'exclusive-25-off',
} as const;

/** Demo codes (README lists them). */
export const SEED_COUPONS = {
  welcome: 'WELCOME10',
  save20: 'SAVE20',
  expired: 'EXPIRED5',
  future: 'FUTURE15',
  limited: 'LIMITED',
  oncePerCustomer: 'FIRSTORDER',
  exclusive: 'SOLO25',
} as const;

/** Thresholds in minor units of every currency. */
export const FREE_SHIPPING_THRESHOLD = { USD: 7500, CAD: 10000, GBP: 6000, EUR: 7000 };
export const GIFT_THRESHOLD = { USD: 15000, CAD: 20000, GBP: 12000, EUR: 14000 };
export const SAVE20_THRESHOLD = { USD: 10000, CAD: 13500, GBP: 8000, EUR: 9000 };
const SAVE20_AMOUNT = { USD: 2000, CAD: 2000, GBP: 2000, EUR: 2000 };
const FIRST_ORDER_AMOUNT = { USD: 1000, CAD: 1000, GBP: 1000, EUR: 1000 };

const FAR_FUTURE = new Date('2099-01-01T00:00:00.000Z');

function percentOrder(
  id: string,
  percent: number,
  name: PromotionRow['name'],
  callout: PromotionRow['calloutMessage'],
): PromotionRow {
  return {
    id,
    name,
    level: 'ORDER',
    type: 'percentOff',
    rule: { percent },
    calloutMessage: callout,
    requiresCoupon: true,
    priority: 50,
  };
}

export function promotionRows(): PromotionRow[] {
  return [
    {
      id: SEED_PROMOTION_IDS.clothingPercentOff,
      name: {
        en: '20% off clothing',
        fr: '20 % sur les vêtements',
        de: '20 % auf Bekleidung',
        it: '20% sull’abbigliamento',
      },
      level: 'PRODUCT',
      type: 'percentOff',
      rule: {
        percent: 20,
        categoryIds: [
          CATEGORY_IDS.menClothing,
          CATEGORY_IDS.womenClothing,
          CATEGORY_IDS.kidsClothing,
        ],
      },
      calloutMessage: {
        en: '20% off clothing applied',
        fr: '20 % de remise sur les vêtements',
        de: '20 % Rabatt auf Bekleidung',
        it: 'Sconto del 20% sull’abbigliamento',
      },
      priority: 10,
    },
    {
      id: SEED_PROMOTION_IDS.accessoriesBuy2Get1,
      name: {
        en: 'Socks and caps: buy 2, get 1 free',
        fr: 'Chaussettes et casquettes : 2 achetées, 1 offerte',
        de: 'Socken und Caps: 2 kaufen, 1 gratis',
        it: 'Calze e cappellini: prendi 3, paghi 2',
      },
      level: 'PRODUCT',
      type: 'buyXGetY',
      rule: {
        buyQty: 2,
        getQty: 1,
        categoryIds: [
          CATEGORY_IDS.menSocks,
          CATEGORY_IDS.womenSocks,
          CATEGORY_IDS.menHats,
          CATEGORY_IDS.womenHats,
        ],
      },
      calloutMessage: {
        en: 'Buy 2, get 1 free on socks and caps',
        fr: '2 achetées, 1 offerte sur les chaussettes et casquettes',
        de: '2 kaufen, 1 gratis auf Socken und Caps',
        it: 'Prendi 3, paghi 2 su calze e cappellini',
      },
      priority: 20,
    },
    {
      id: SEED_PROMOTION_IDS.giftWithPurchase,
      name: {
        en: 'Free socks over the threshold',
        fr: 'Chaussettes offertes dès le seuil atteint',
        de: 'Gratis-Socken ab Mindestbestellwert',
        it: 'Calze in omaggio oltre la soglia',
      },
      level: 'ORDER',
      type: 'giftWithPurchase',
      rule: { thresholdMinor: GIFT_THRESHOLD, giftVariantId: GIFT_WITH_PURCHASE_VARIANT_ID },
      calloutMessage: {
        en: 'Free Stride Club Crew Socks added',
        fr: 'Chaussettes Stride Club offertes ajoutées',
        de: 'Gratis Stride Club Socken hinzugefügt',
        it: 'Calze Stride Club in omaggio aggiunte',
      },
      approachingMessage: {
        en: 'Spend {amount} more for free socks|Only {amount} away from free socks|Free socks are in your bag',
        fr: 'Plus que {amount} pour des chaussettes offertes|Encore {amount} et les chaussettes sont offertes|Vos chaussettes offertes sont dans le panier',
        de: 'Noch {amount} bis zu Gratis-Socken|Nur noch {amount} bis zu Gratis-Socken|Deine Gratis-Socken sind im Warenkorb',
        it: 'Ancora {amount} per calze in omaggio|Mancano solo {amount} alle calze in omaggio|Le calze in omaggio sono nel carrello',
      },
      priority: 60,
    },
    {
      id: SEED_PROMOTION_IDS.freeShipping,
      name: {
        en: 'Free shipping',
        fr: 'Livraison offerte',
        de: 'Kostenloser Versand',
        it: 'Spedizione gratuita',
      },
      level: 'SHIPPING',
      type: 'freeShipping',
      rule: { thresholdMinor: FREE_SHIPPING_THRESHOLD },
      calloutMessage: {
        en: 'Free shipping applied',
        fr: 'Livraison offerte appliquée',
        de: 'Kostenloser Versand angewendet',
        it: 'Spedizione gratuita applicata',
      },
      approachingMessage: {
        en: 'Spend {amount} more for free shipping|Only {amount} away from free shipping|You get free shipping',
        fr: 'Plus que {amount} pour la livraison offerte|Encore {amount} pour la livraison offerte|La livraison vous est offerte',
        de: 'Noch {amount} bis zum kostenlosen Versand|Nur noch {amount} bis zum kostenlosen Versand|Dein Versand ist kostenlos',
        it: 'Ancora {amount} per la spedizione gratuita|Mancano solo {amount} alla spedizione gratuita|La spedizione è gratuita',
      },
      priority: 90,
    },
    percentOrder(
      SEED_PROMOTION_IDS.welcome,
      10,
      {
        en: 'Welcome: 10% off',
        fr: 'Bienvenue : -10 %',
        de: 'Willkommen: 10 % Rabatt',
        it: 'Benvenuto: 10% di sconto',
      },
      {
        en: '10% off your order',
        fr: '10 % sur votre commande',
        de: '10 % auf deine Bestellung',
        it: '10% sul tuo ordine',
      },
    ),
    {
      id: SEED_PROMOTION_IDS.save20,
      name: { en: 'Save 20', fr: 'Économisez 20', de: '20 sparen', it: 'Risparmia 20' },
      level: 'ORDER',
      type: 'amountOff',
      rule: { amountMinor: SAVE20_AMOUNT, thresholdMinor: SAVE20_THRESHOLD },
      calloutMessage: {
        en: '20 off orders over the threshold',
        fr: '20 de remise dès le seuil atteint',
        de: '20 Rabatt ab Mindestbestellwert',
        it: '20 di sconto oltre la soglia',
      },
      approachingMessage: {
        en: 'Spend {amount} more to use SAVE20|Only {amount} away from using SAVE20|SAVE20 is applied',
        fr: 'Plus que {amount} pour utiliser SAVE20|Encore {amount} pour utiliser SAVE20|SAVE20 est appliqué',
        de: 'Noch {amount}, um SAVE20 zu nutzen|Nur noch {amount} bis SAVE20|SAVE20 ist angewendet',
        it: 'Ancora {amount} per usare SAVE20|Mancano solo {amount} per usare SAVE20|SAVE20 è applicato',
      },
      requiresCoupon: true,
      priority: 55,
    },
    percentOrder(
      SEED_PROMOTION_IDS.expired,
      5,
      {
        en: '5% off (ended)',
        fr: '-5 % (terminé)',
        de: '5 % Rabatt (beendet)',
        it: '5% di sconto (terminato)',
      },
      {
        en: '5% off your order',
        fr: '5 % sur votre commande',
        de: '5 % auf deine Bestellung',
        it: '5% sul tuo ordine',
      },
    ),
    percentOrder(
      SEED_PROMOTION_IDS.future,
      15,
      {
        en: '15% off (coming soon)',
        fr: '-15 % (bientôt)',
        de: '15 % Rabatt (demnächst)',
        it: '15% di sconto (in arrivo)',
      },
      {
        en: '15% off your order',
        fr: '15 % sur votre commande',
        de: '15 % auf deine Bestellung',
        it: '15% sul tuo ordine',
      },
    ),
    percentOrder(
      SEED_PROMOTION_IDS.limited,
      15,
      {
        en: 'Limited: 15% off',
        fr: 'Limité : -15 %',
        de: 'Limitiert: 15 % Rabatt',
        it: 'Limitato: 15% di sconto',
      },
      {
        en: '15% off your order',
        fr: '15 % sur votre commande',
        de: '15 % auf deine Bestellung',
        it: '15% sul tuo ordine',
      },
    ),
    {
      id: SEED_PROMOTION_IDS.firstOrder,
      name: {
        en: 'First order: 10 off',
        fr: 'Première commande : -10',
        de: 'Erste Bestellung: 10 Rabatt',
        it: 'Primo ordine: 10 di sconto',
      },
      level: 'ORDER',
      type: 'amountOff',
      rule: { amountMinor: FIRST_ORDER_AMOUNT },
      calloutMessage: {
        en: '10 off your first order',
        fr: '10 de remise sur votre première commande',
        de: '10 Rabatt auf deine erste Bestellung',
        it: '10 di sconto sul tuo primo ordine',
      },
      requiresCoupon: true,
      priority: 56,
    },
    {
      ...percentOrder(
        SEED_PROMOTION_IDS.exclusive,
        25,
        {
          en: 'Solo: 25% off, not combinable',
          fr: 'Solo : -25 %, non cumulable',
          de: 'Solo: 25 % Rabatt, nicht kombinierbar',
          it: 'Solo: 25% di sconto, non cumulabile',
        },
        {
          en: '25% off your order, instead of other offers',
          fr: '25 % sur votre commande, à la place des autres offres',
          de: '25 % auf deine Bestellung, statt anderer Angebote',
          it: '25% sul tuo ordine, al posto delle altre offerte',
        },
      ),
      // Alone or not at all: the cart keeps whichever is worth more, this or everything else.
      exclusive: true,
    },
  ];
}

export function couponRows(): CouponRow[] {
  return [
    { code: SEED_COUPONS.welcome, promotionId: SEED_PROMOTION_IDS.welcome },
    { code: SEED_COUPONS.save20, promotionId: SEED_PROMOTION_IDS.save20 },
    { code: SEED_COUPONS.expired, promotionId: SEED_PROMOTION_IDS.expired, endsAt: SEED_BASE_DATE },
    { code: SEED_COUPONS.future, promotionId: SEED_PROMOTION_IDS.future, startsAt: FAR_FUTURE },
    {
      code: SEED_COUPONS.limited,
      promotionId: SEED_PROMOTION_IDS.limited,
      maxRedemptions: 100,
      redemptionCount: 100,
    },
    {
      code: SEED_COUPONS.oncePerCustomer,
      promotionId: SEED_PROMOTION_IDS.firstOrder,
      oncePerCustomer: true,
    },
    { code: SEED_COUPONS.exclusive, promotionId: SEED_PROMOTION_IDS.exclusive },
  ];
}
