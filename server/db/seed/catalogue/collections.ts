import type { CanvasComponent } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { storesPath } from '@/lib/routes';
import { CATEGORY_IDS, categoryPath, findCategory, type CategoryKey } from '../categories';
import { contentCopy } from '../content-copy';
import type { ContentMedia } from '../content-media';
import type { SeedImage } from '../image-jobs';
import { localeLanguage, type Language } from '../translated';

interface CollectionsCopy {
  stories: {
    title: string;
    cards: Record<'newArrivals' | 'men' | 'women' | 'kids' | 'sale', string>;
  };
  explore: string;
  sports: string;
  running: string;
  training: string;
  promises: string;
  delivery: [string, string];
  returns: [string, string];
  pickup: [string, string];
  payment: [string, string];
  findStore: string;
}

/** What the collection examples say, per language. */
const copy: Record<Language, CollectionsCopy> = {
  en: {
    stories: {
      title: 'This season at Stride',
      cards: {
        newArrivals: 'Fresh colourways and new models, landed this month.',
        men: 'Cushioned runners and training layers for every session.',
        women: 'From race day to rest day, gear that moves with you.',
        kids: 'Tough shoes for playgrounds, parks and first races.',
        sale: 'Selected styles at up to 40% off while sizes last.',
      },
    },
    explore: 'Explore the range',
    sports: 'Shop by sport',
    running: 'Running',
    training: 'Training',
    promises: 'Shopping with Stride',
    delivery: ['Free delivery', 'On orders over 50, delivered in 2 to 4 working days.'],
    returns: ['30-day returns', 'Changed your mind? Send it back for free.'],
    pickup: ['Pick up in store', 'Order online and collect at a store near you.'],
    payment: ['Secure payment', 'Cards, PayPal and Apple Pay, always encrypted.'],
    findStore: 'Find a store',
  },
  fr: {
    stories: {
      title: 'Cette saison chez Stride',
      cards: {
        newArrivals: 'Nouveaux coloris et nouveaux modèles, arrivés ce mois-ci.',
        men: 'Chaussures amorties et couches de training pour chaque séance.',
        women: 'Du jour de course au jour de repos, un équipement qui bouge avec vous.',
        kids: 'Des chaussures solides pour les cours de récré, les parcs et les premières courses.',
        sale: 'Une sélection de styles jusqu’à -40 % dans la limite des tailles disponibles.',
      },
    },
    explore: 'Découvrir la gamme',
    sports: 'Acheter par sport',
    running: 'Running',
    training: 'Training',
    promises: 'Acheter chez Stride',
    delivery: ['Livraison offerte', 'Dès 50 d’achat, livrée en 2 à 4 jours ouvrés.'],
    returns: ['Retours sous 30 jours', 'Vous avez changé d’avis ? Le retour est offert.'],
    pickup: ['Retrait en magasin', 'Commandez en ligne et retirez en magasin près de chez vous.'],
    payment: ['Paiement sécurisé', 'Cartes, PayPal et Apple Pay, toujours chiffrés.'],
    findStore: 'Trouver un magasin',
  },
  de: {
    stories: {
      title: 'Diese Saison bei Stride',
      cards: {
        newArrivals: 'Neue Farben und neue Modelle, diesen Monat eingetroffen.',
        men: 'Gedämpfte Laufschuhe und Trainingsschichten für jede Einheit.',
        women: 'Vom Wettkampf bis zum Ruhetag: Ausrüstung, die mitgeht.',
        kids: 'Robuste Schuhe für Schulhof, Park und die ersten Rennen.',
        sale: 'Ausgewählte Styles bis zu 40 % reduziert, solange Größen verfügbar.',
      },
    },
    explore: 'Sortiment entdecken',
    sports: 'Nach Sportart shoppen',
    running: 'Laufen',
    training: 'Training',
    promises: 'Einkaufen bei Stride',
    delivery: ['Kostenlose Lieferung', 'Ab 50 Bestellwert, geliefert in 2 bis 4 Werktagen.'],
    returns: ['30 Tage Rückgabe', 'Doch nicht das Richtige? Die Rücksendung ist kostenlos.'],
    pickup: ['Abholung im Geschäft', 'Online bestellen und in einem Geschäft in der Nähe abholen.'],
    payment: ['Sichere Zahlung', 'Karte, PayPal und Apple Pay, immer verschlüsselt.'],
    findStore: 'Geschäft finden',
  },
  it: {
    stories: {
      title: 'Questa stagione da Stride',
      cards: {
        newArrivals: 'Nuove colorazioni e nuovi modelli, arrivati questo mese.',
        men: 'Scarpe ammortizzate e strati da allenamento per ogni sessione.',
        women: 'Dal giorno della gara al giorno di riposo, attrezzatura che si muove con te.',
        kids: 'Scarpe resistenti per cortili, parchi e prime gare.',
        sale: 'Modelli selezionati fino al 40% di sconto, fino a esaurimento taglie.',
      },
    },
    explore: 'Scopri la gamma',
    sports: 'Acquista per sport',
    running: 'Running',
    training: 'Allenamento',
    promises: 'Acquistare da Stride',
    delivery: ['Consegna gratuita', 'Per ordini oltre 50, consegnati in 2-4 giorni lavorativi.'],
    returns: ['Resi entro 30 giorni', 'Hai cambiato idea? Il reso è gratuito.'],
    pickup: ['Ritiro in negozio', 'Ordina online e ritira in un negozio vicino a te.'],
    payment: ['Pagamento sicuro', 'Carte, PayPal e Apple Pay, sempre cifrati.'],
    findStore: 'Trova un negozio',
  },
};

function media(image: SeedImage, alt: string) {
  return { url: image.url, alt, width: image.width, height: image.height };
}

/**
 * Examples of the collection family for the component catalogue: an auto-rotating carousel, a
 * carousel with arrows, dots and progress, a grid of four, stacked cards, multi-link cards, an
 * icon-and-text list, and product and category rails that turn into carousels on phones.
 */
export function collectionExamples(locale: Locale, images: ContentMedia): CanvasComponent[] {
  const language = localeLanguage(locale);
  const words = copy[language];
  const shared = contentCopy[language];
  const name = (key: CategoryKey) => findCategory(CATEGORY_IDS[key]).name[language];
  const path = (key: CategoryKey) => categoryPath(locale, CATEGORY_IDS[key]);
  const shopNow = (key: CategoryKey) => ({
    url: path(key),
    text: shared.shopNow,
    style: 'secondary' as const,
    size: 'small' as const,
  });
  /** Links named by one category (Men) and leading to another (Men's running shoes). */
  const links = (pairs: [named: CategoryKey, to: CategoryKey][]) =>
    pairs.map(([named, to]) => ({ url: path(to), text: name(named), style: 'link' as const }));
  const heroKeys = ['newArrivals', 'men', 'women', 'kids', 'sale'] as const;
  const cardKeys = ['menRunning', 'womenRunning', 'menHoodies', 'kidsShoes'] as const;

  return [
    {
      type: 'collection',
      id: 'catalogue-collection-autoplay',
      title: words.stories.title,
      textLink: { url: path('newArrivals'), text: shared.collections.shopAll, style: 'link' },
      breakpoints: {
        sm: {
          type: 'carousel',
          autoplay: true,
          autorotateTime: 6,
          loop: true,
          showIndicators: true,
        },
        md: { showArrows: true },
      },
      items: heroKeys.map((key) => ({
        media: media(images.categoryHeroes[key], shared.categoryHeroes[key].title),
        title: shared.categoryHeroes[key].title,
        text: `<p>${words.stories.cards[key]}</p>`,
        target: shopNow(key),
      })),
    },
    {
      type: 'collection',
      id: 'catalogue-collection-four',
      title: shared.cards.title,
      alignment: 'center',
      items: cardKeys.map((key) => ({
        media: media(images.cards[key], shared.cards[key]),
        title: shared.cards[key],
        target: shopNow(key),
      })),
    },
    {
      type: 'collection',
      id: 'catalogue-collection-stacked',
      variant: 'stacked-split',
      items: (['newArrivals', 'sale'] as const).map((key) => ({
        media: media(images.categoryHeroes[key], shared.categoryHeroes[key].title),
        title: shared.categoryHeroes[key].title,
        text: `<p>${shared.categoryHeroes[key].subtitle}</p>`,
        target: { url: path(key), text: shared.shopNow, style: 'primary' as const },
      })),
    },
    {
      type: 'linked-cards',
      id: 'catalogue-linked-cards',
      title: words.explore,
      breakpoints: {
        sm: { type: 'carousel', showIndicators: true },
        md: { showArrows: true, showProgress: true, slidePadding: 'medium' },
        lg: { showIndicators: false },
      },
      items: [
        ...cardKeys.map((key) => ({ key, title: shared.cards[key], image: images.cards[key] })),
        ...(['kids', 'sale'] as const).map((key) => ({
          key,
          title: name(key),
          image: images.categoryHeroes[key],
        })),
      ].map(({ key, title, image }) => ({
        media: media(image, title),
        title,
        target: { url: path(key), text: shared.shopNow, style: 'link' as const },
      })),
    },
    {
      type: 'multi-link-cards',
      id: 'catalogue-multi-link-cards',
      title: words.sports,
      items: [
        {
          media: media(images.cards.menRunning, words.running),
          title: words.running,
          targets: links([
            ['men', 'menRunning'],
            ['women', 'womenRunning'],
            ['kids', 'kidsRunning'],
          ]),
        },
        {
          media: media(images.cards.menHoodies, words.training),
          title: words.training,
          targets: links([
            ['men', 'menTraining'],
            ['women', 'womenTraining'],
          ]),
        },
        {
          media: media(images.categoryHeroes.kids, name('kids')),
          title: name('kids'),
          targets: links([
            ['kidsShoes', 'kidsShoes'],
            ['kidsClothing', 'kidsClothing'],
            ['sale', 'saleKids'],
          ]),
        },
      ],
    },
    {
      type: 'icon-text-list',
      id: 'catalogue-icon-text-list',
      title: words.promises,
      iconSize: 'large',
      items: [
        { icon: 'truck', title: words.delivery[0], text: `<p>${words.delivery[1]}</p>` },
        { icon: 'return', title: words.returns[0], text: `<p>${words.returns[1]}</p>` },
        {
          icon: 'store',
          title: words.pickup[0],
          text: `<p>${words.pickup[1]} <a href="${storesPath(locale)}">${words.findStore}</a></p>`,
        },
        { icon: 'lock', title: words.payment[0], text: `<p>${words.payment[1]}</p>` },
      ],
    },
    {
      type: 'icon-text-list',
      id: 'catalogue-icon-text-list-small',
      alignment: 'center',
      iconSize: 'small',
      items: [
        { icon: 'truck', title: words.delivery[0] },
        { icon: 'return', title: words.returns[0] },
        { icon: 'card', title: words.payment[0] },
      ],
    },
    {
      type: 'product-collection',
      id: 'catalogue-product-carousel',
      title: shared.collections.mensRunning,
      categoryId: CATEGORY_IDS.menRunning,
      limit: 8,
      textLink: { url: path('menRunning'), text: shared.collections.shopAll, style: 'link' },
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '45%', showProgress: true },
        md: { slideWidth: '30%', showArrows: true },
        lg: { slideWidth: '22%' },
      },
    },
    {
      type: 'category-cards',
      id: 'catalogue-category-cards-carousel',
      title: shared.cards.title,
      breakpoints: { sm: { type: 'carousel', slideWidth: '70%' }, lg: { type: 'grid' } },
      items: [
        ...cardKeys.map((key) => ({ key, title: shared.cards[key], image: images.cards[key] })),
        { key: 'sale' as const, title: name('sale'), image: images.categoryHeroes.sale },
      ].map(({ key, title, image }) => ({ title, url: path(key), media: media(image, title) })),
    },
  ];
}
