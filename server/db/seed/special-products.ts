import { CATEGORY_IDS, withAncestors } from './categories';
import type { ProductBundle } from './catalog';
import { findColorway, giftCardColorway } from './colorways';
import { SEED_BASE_DATE, SEED_IDS } from './fixtures';
import type { ImageRegistry } from './image-jobs';
import { faceValueSet, listPrice } from './pricing';
import { currencies } from '@/lib/i18n/locales';
import { seedUpc } from './upc';

const GIFT_CARD_AMOUNTS = [25, 50, 100, 200];
/** Digital goods never run out; a large count keeps stock checks simple. */
const DIGITAL_STOCK = 99_999;

export function giftCard(images: ImageRegistry): ProductBundle {
  const id = SEED_IDS.giftCard;
  const color = giftCardColorway;
  const variants = GIFT_CARD_AMOUNTS.map((amount, position) => ({
    id: `${id}-${color.code}-${amount}`,
    productId: id,
    colorCode: color.code,
    size: String(amount),
    upc: seedUpc('09', 1, position),
    position,
  }));
  return {
    product: {
      id,
      styleId: 'GIFTCARD',
      slug: 'stride-digital-gift-card',
      name: {
        en: 'Stride Digital Gift Card',
        fr: 'Carte cadeau numérique Stride',
        de: 'Stride Digitale Geschenkkarte',
        it: 'Carta regalo digitale Stride',
      },
      description: {
        en: 'Send a Stride gift card by email in minutes. It can be spent online on shoes, clothing and accessories.',
        fr: 'Envoyez une carte cadeau Stride par e-mail en quelques minutes. Elle est valable en ligne sur les chaussures, vêtements et accessoires.',
        de: 'Verschicke eine Stride Geschenkkarte in wenigen Minuten per E-Mail. Sie gilt online für Schuhe, Bekleidung und Accessoires.',
        it: 'Invia una carta regalo Stride via e-mail in pochi minuti. È valida online su scarpe, abbigliamento e accessori.',
      },
      kind: 'giftcard',
      productType: 'giftcard',
      gender: null,
      activity: null,
      badge: null,
      eyebrow: null,
      primaryCategoryId: CATEGORY_IDS.giftCards,
      isDigital: true,
      isReservable: false,
      isGiftWithPurchase: false,
      isPresale: false,
      targetPublishDate: null,
      notifyMe: false,
      maxQty: 10,
      details: {
        en: [
          'Delivered by email',
          'Amounts of 25, 50, 100 or 200',
          'Add a personal message',
          'Redeemable online',
        ],
        fr: [
          'Envoyée par e-mail',
          'Montants de 25, 50, 100 ou 200',
          'Ajoutez un message personnel',
          'Utilisable en ligne',
        ],
        de: [
          'Versand per E-Mail',
          'Beträge von 25, 50, 100 oder 200',
          'Mit persönlicher Nachricht',
          'Online einlösbar',
        ],
        it: [
          'Consegnata via e-mail',
          'Importi da 25, 50, 100 o 200',
          'Aggiungi un messaggio personale',
          'Utilizzabile online',
        ],
      },
      modelMeasurements: null,
      isOnline: true,
      createdAt: new Date(SEED_BASE_DATE.getTime() - 400 * 86_400_000),
    },
    categoryIds: withAncestors(CATEGORY_IDS.giftCards),
    colors: [
      {
        productId: id,
        code: color.code,
        label: color.label,
        swatchHex: color.primary,
        images: images.productImages('giftcard', color),
        position: 0,
      },
    ],
    variants,
    prices: variants.flatMap((variant, i) =>
      faceValueSet(GIFT_CARD_AMOUNTS[i] ?? 0).map((price) => ({ variantId: variant.id, ...price })),
    ),
    inventory: variants.map((variant) => ({
      variantId: variant.id,
      quantity: DIGITAL_STOCK,
      reserved: 0,
    })),
    inStores: false,
  };
}

const GIFT_WITH_PURCHASE_COLOR = '015';
/** The one variant of the free gift: what gift-with-purchase promotions add. */
export const GIFT_WITH_PURCHASE_VARIANT_ID = `${SEED_IDS.giftWithPurchase}-${GIFT_WITH_PURCHASE_COLOR}-OS`;

/** Free with qualifying orders: zero current price, retail value as the original price. */
export function giftWithPurchase(images: ImageRegistry): ProductBundle {
  const id = SEED_IDS.giftWithPurchase;
  const color = findColorway(GIFT_WITH_PURCHASE_COLOR);
  const variantId = GIFT_WITH_PURCHASE_VARIANT_ID;
  return {
    product: {
      id,
      styleId: 'GWPSOCKS',
      slug: 'stride-club-crew-socks',
      name: {
        en: 'Stride Club Crew Socks',
        fr: 'Chaussettes Stride Club',
        de: 'Stride Club Socken',
        it: 'Calze Stride Club',
      },
      description: {
        en: 'A free pair of cushioned crew socks, added to qualifying orders while stocks last.',
        fr: 'Une paire de chaussettes rembourrées offerte avec les commandes éligibles, dans la limite des stocks disponibles.',
        de: 'Ein Paar gepolsterte Crew-Socken gratis zu qualifizierten Bestellungen, solange der Vorrat reicht.',
        it: 'Un paio di calze imbottite in omaggio con gli ordini idonei, fino a esaurimento scorte.',
      },
      kind: 'accessories',
      productType: 'accessories',
      gender: 'unisex',
      activity: 'lifestyle',
      badge: null,
      eyebrow: null,
      primaryCategoryId: CATEGORY_IDS.giftsWithPurchase,
      isDigital: false,
      isReservable: false,
      isGiftWithPurchase: true,
      isPresale: false,
      targetPublishDate: null,
      notifyMe: false,
      maxQty: 1,
      details: {
        en: ['One size fits most', 'Cushioned sole', 'Not sold separately'],
        fr: ['Taille unique', 'Semelle rembourrée', 'Non vendu séparément'],
        de: ['Einheitsgröße', 'Gepolsterte Sohle', 'Nicht einzeln erhältlich'],
        it: ['Taglia unica', 'Pianta imbottita', 'Non vendibile separatamente'],
      },
      modelMeasurements: null,
      isOnline: true,
      createdAt: new Date(SEED_BASE_DATE.getTime() - 90 * 86_400_000),
    },
    categoryIds: withAncestors(CATEGORY_IDS.giftsWithPurchase),
    colors: [
      {
        productId: id,
        code: color.code,
        label: color.label,
        swatchHex: color.primary,
        images: images.productImages('socks', color),
        position: 0,
      },
    ],
    variants: [
      {
        id: variantId,
        productId: id,
        colorCode: color.code,
        size: 'OS',
        upc: seedUpc('09', 2, 0),
        position: 0,
      },
    ],
    prices: currencies.map((currency) => ({
      variantId,
      currency,
      originalMinor: listPrice(1200, currency),
      currentMinor: 0,
    })),
    inventory: [{ variantId, quantity: 500, reserved: 0 }],
    inStores: false,
  };
}
