import type { CanvasComponent } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { helpPagePath } from '@/lib/routes';
import { CATEGORY_IDS, categoryPath } from '../categories';
import { catalogueVideo } from '../catalogue-video';
import type { ContentMedia } from '../content-media';
import type { SeedImage } from '../image-jobs';
import { localeLanguage, type Language } from '../translated';

/** What shoppers read in the examples, per language. */
interface BlockCopy {
  helpNav: string;
  shipping: string;
  returns: string;
  listTitle: string;
  /** Each sport's link text and description. */
  running: [string, string];
  hoodies: [string, string];
  kids: [string, string];
  richHtml: string;
  button: string;
  faq: string;
  /** Each question and its answer (HTML). */
  faqItems: [string, string][];
  sortTitle: string;
  newest: string;
  priceAsc: string;
  filterNote: string;
  poster: string;
  captions: string;
}

const copy: Record<Language, BlockCopy> = {
  en: {
    helpNav: 'Help topics',
    shipping: 'Shipping and delivery',
    returns: 'Returns',
    listTitle: 'Shop by sport',
    running: ['Running', 'Road, trail and race-day shoes'],
    hoodies: ['Hoodies', 'Warm layers for cool runs'],
    kids: ['Kids', 'Shoes for school and play'],
    richHtml:
      '<h2>Made to move</h2><p>Every pair is <strong>tested on the road</strong> before it reaches you. Read how we <a href="{returns}">take returns</a>.</p><ul><li>Free returns within 30 days</li><li>Recycled materials in every upper</li></ul><script>alert(1)</script>',
    button: 'Shop new arrivals',
    faq: 'Questions about your order',
    faqItems: [
      [
        'How long does delivery take?',
        '<p>Most orders arrive in 2 to 5 working days. See <a href="{shipping}">shipping and delivery</a>.</p>',
      ],
      ['Can I return worn shoes?', '<p>Unworn shoes come back free within 30 days.</p>'],
    ],
    sortTitle: 'Sort men’s running',
    newest: 'Newest',
    priceAsc: 'Price: low to high',
    filterNote: '<p><strong>Free socks</strong> with every pair of running shoes this month.</p>',
    poster: 'Stride new-season clip',
    captions: 'English captions',
  },
  de: {
    helpNav: 'Hilfethemen',
    shipping: 'Versand und Lieferung',
    returns: 'Rücksendungen',
    listTitle: 'Nach Sportart',
    running: ['Laufen', 'Straßen-, Trail- und Wettkampfschuhe'],
    hoodies: ['Hoodies', 'Warme Lagen für kühle Läufe'],
    kids: ['Kinder', 'Schuhe für Schule und Spiel'],
    richHtml:
      '<h2>Gemacht für Bewegung</h2><p>Jedes Paar wird <strong>auf der Straße getestet</strong>, bevor es zu dir kommt. Lies, wie wir <a href="{returns}">Rücksendungen annehmen</a>.</p><ul><li>Kostenlose Rücksendung innerhalb von 30 Tagen</li><li>Recycelte Materialien in jedem Obermaterial</li></ul><script>alert(1)</script>',
    button: 'Neuheiten shoppen',
    faq: 'Fragen zu deiner Bestellung',
    faqItems: [
      [
        'Wie lange dauert die Lieferung?',
        '<p>Die meisten Bestellungen kommen in 2 bis 5 Werktagen. Siehe <a href="{shipping}">Versand und Lieferung</a>.</p>',
      ],
      [
        'Kann ich getragene Schuhe zurückgeben?',
        '<p>Ungetragene Schuhe gehen innerhalb von 30 Tagen kostenlos zurück.</p>',
      ],
    ],
    sortTitle: 'Herren-Laufschuhe sortieren',
    newest: 'Neueste',
    priceAsc: 'Preis: aufsteigend',
    filterNote: '<p><strong>Gratis-Socken</strong> zu jedem Paar Laufschuhe in diesem Monat.</p>',
    poster: 'Stride-Clip zur neuen Saison',
    captions: 'Deutsche Untertitel',
  },
  fr: {
    helpNav: 'Rubriques d’aide',
    shipping: 'Expédition et livraison',
    returns: 'Retours',
    listTitle: 'Par sport',
    running: ['Running', 'Chaussures route, trail et compétition'],
    hoodies: ['Sweats à capuche', 'Des couches chaudes pour les sorties fraîches'],
    kids: ['Enfants', 'Des chaussures pour l’école et le jeu'],
    richHtml:
      '<h2>Fait pour bouger</h2><p>Chaque paire est <strong>testée sur route</strong> avant de vous parvenir. Découvrez comment nous <a href="{returns}">reprenons les articles</a>.</p><ul><li>Retours gratuits sous 30 jours</li><li>Matériaux recyclés dans chaque tige</li></ul><script>alert(1)</script>',
    button: 'Voir les nouveautés',
    faq: 'Questions sur votre commande',
    faqItems: [
      [
        'Quel est le délai de livraison ?',
        '<p>La plupart des commandes arrivent en 2 à 5 jours ouvrés. Voir <a href="{shipping}">expédition et livraison</a>.</p>',
      ],
      [
        'Puis-je retourner des chaussures portées ?',
        '<p>Les chaussures non portées sont reprises gratuitement sous 30 jours.</p>',
      ],
    ],
    sortTitle: 'Trier le running homme',
    newest: 'Nouveautés',
    priceAsc: 'Prix croissant',
    filterNote:
      '<p><strong>Chaussettes offertes</strong> avec chaque paire de running ce mois-ci.</p>',
    poster: 'Clip Stride de la nouvelle saison',
    captions: 'Sous-titres français',
  },
  it: {
    helpNav: 'Argomenti di aiuto',
    shipping: 'Spedizione e consegna',
    returns: 'Resi',
    listTitle: 'Per sport',
    running: ['Running', 'Scarpe da strada, trail e gara'],
    hoodies: ['Felpe con cappuccio', 'Strati caldi per le corse al fresco'],
    kids: ['Bambini', 'Scarpe per la scuola e il gioco'],
    richHtml:
      '<h2>Fatte per muoversi</h2><p>Ogni paio è <strong>provato su strada</strong> prima di arrivare a te. Scopri come <a href="{returns}">gestiamo i resi</a>.</p><ul><li>Resi gratuiti entro 30 giorni</li><li>Materiali riciclati in ogni tomaia</li></ul><script>alert(1)</script>',
    button: 'Scopri le novità',
    faq: 'Domande sul tuo ordine',
    faqItems: [
      [
        'Quanto tempo richiede la consegna?',
        '<p>La maggior parte degli ordini arriva in 2-5 giorni lavorativi. Vedi <a href="{shipping}">spedizione e consegna</a>.</p>',
      ],
      [
        'Posso restituire scarpe usate?',
        '<p>Le scarpe non usate si restituiscono gratis entro 30 giorni.</p>',
      ],
    ],
    sortTitle: 'Ordina il running uomo',
    newest: 'Novità',
    priceAsc: 'Prezzo crescente',
    filterNote:
      '<p><strong>Calze in omaggio</strong> con ogni paio di scarpe da running questo mese.</p>',
    poster: 'Clip Stride della nuova stagione',
    captions: 'Sottotitoli in italiano',
  },
};

function media(image: SeedImage, alt: string) {
  return { url: image.url, alt, width: image.width, height: image.height };
}

/** Live examples of the blocks family (navigation, lists, rich text, buttons, video…). */
export function blockExamples(locale: Locale, images: ContentMedia): CanvasComponent[] {
  const language = localeLanguage(locale);
  const text = copy[language];
  const shipping = helpPagePath(locale, 'shipping-and-delivery');
  const returns = helpPagePath(locale, 'returns');
  const links = (html: string) =>
    html.replace('{shipping}', shipping).replace('{returns}', returns);
  const menRunning = categoryPath(locale, CATEGORY_IDS.menRunning);
  const sportItem = (
    categoryId: string,
    [title, description]: [string, string],
    image: SeedImage,
  ) => ({
    url: categoryPath(locale, categoryId),
    text: title,
    description,
    media: media(image, title),
  });
  return [
    {
      type: 'secondary-navigation',
      id: 'catalogue-secondary-navigation',
      title: text.helpNav,
      links: [
        { url: shipping, text: text.shipping },
        { url: returns, text: text.returns },
      ],
    },
    {
      type: 'vertical-list',
      id: 'catalogue-vertical-list',
      title: text.listTitle,
      items: [
        sportItem(CATEGORY_IDS.menRunning, text.running, images.cards.menRunning),
        sportItem(CATEGORY_IDS.menHoodies, text.hoodies, images.cards.menHoodies),
        sportItem(CATEGORY_IDS.kids, text.kids, images.cards.kidsShoes),
      ],
    },
    // The script is there to show editors that the sanitiser drops it.
    { type: 'rich-html', id: 'catalogue-rich-html', html: links(text.richHtml) },
    {
      type: 'button',
      id: 'catalogue-button',
      alignment: 'center',
      target: {
        url: categoryPath(locale, CATEGORY_IDS.newArrivals),
        text: text.button,
        style: 'primary',
      },
    },
    {
      type: 'accordion',
      id: 'catalogue-accordion',
      title: text.faq,
      items: text.faqItems.map(([title, html]) => ({ title, richText: links(html) })),
    },
    { type: 'anchor', id: 'catalogue-anchor', anchorId: 'questions' },
    {
      type: 'cta-collection',
      id: 'catalogue-cta-collection',
      title: text.sortTitle,
      targets: [
        { url: `${menRunning}?sort=newest`, text: text.newest, style: 'secondary' },
        { url: `${menRunning}?sort=price-asc`, text: text.priceAsc, style: 'secondary' },
      ],
    },
    {
      type: 'filter-by',
      id: 'catalogue-filter-by',
      variant: 'byCategory',
      filterBy: [CATEGORY_IDS.menRunning, CATEGORY_IDS.womenRunning],
      operator: 'IN',
      components: [{ type: 'rich-html', id: 'catalogue-filter-by-note', html: text.filterNote }],
    },
    {
      type: 'video',
      id: 'catalogue-video',
      url: catalogueVideo.url,
      poster: media(images.homeHero, text.poster),
      playerSettings: { autoplay: true, muted: true, loop: true, hideControls: false },
      tracks: [
        {
          src: catalogueVideo.captionsUrl(language),
          label: text.captions,
          srclang: language,
          kind: 'captions',
        },
      ],
    },
  ];
}
