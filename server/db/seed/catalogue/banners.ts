import type { CanvasComponent } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { CATEGORY_IDS, categoryPath } from '../categories';
import type { ContentMedia } from '../content-media';
import type { SeedImage } from '../image-jobs';
import { localeLanguage, type Language } from '../translated';

interface BannerCopy {
  trail: { eyebrow: string; title: string; subtitle: string; cta: string; caption: string };
  women: { overline: string; title: string; subtitle: string; cta: string };
  kids: { title: string; subtitleHtml: string; shoes: string; all: string; smallPrint: string };
  thin: { title: string; cta: string };
  hoodies: { title: string; subtitle: string; cta: string; smallPrint: string };
  espot: { eyebrow: string; title: string };
  menu: { title: string; subtitle: string };
  cinema: { title: string; subtitle: string; sale: string; all: string };
  benefit: { title: string; subtitle: string; link: string };
  giftBar: { title: string; link: string };
}

/** What the banner examples say, per language: shoppers read them on the catalogue's examples. */
const copy: Record<Language, BannerCopy> = {
  en: {
    trail: {
      eyebrow: 'Trail season',
      title: 'Take it off road',
      subtitle: 'Grippy outsoles and tough uppers for rocks, roots and mud.',
      cta: 'Shop trail shoes',
      caption: 'Shot in the Dolomites',
    },
    women: {
      overline: 'Women’s running',
      title: 'Light on your feet',
      subtitle: 'Cushioned road shoes for easy miles and race day.',
      cta: 'Shop women’s running',
    },
    kids: {
      title: 'Ready for the playground',
      subtitleHtml: 'Durable court shoes with <strong>easy hook-and-loop</strong> straps.',
      shoes: 'Kids’ shoes',
      all: 'All kids',
      smallPrint: 'Sizes from toddler to youth.',
    },
    thin: { title: 'Sale: up to 40% off selected styles', cta: 'Shop the sale' },
    hoodies: {
      title: 'Layer up',
      subtitle: 'Soft fleece hoodies for cool mornings and warm-ups.',
      cta: 'Shop men’s hoodies',
      smallPrint: 'Made with at least 50% recycled polyester.',
    },
    espot: { eyebrow: 'Just in', title: 'New women’s running shoes' },
    menu: { title: 'Men’s running', subtitle: 'Road, trail and racing shoes' },
    cinema: {
      title: 'Last chance',
      subtitle: 'Final reductions across shoes, clothing and accessories.',
      sale: 'Shop the sale',
      all: 'New arrivals',
    },
    benefit: {
      title: 'Free delivery over $50',
      subtitle: 'Standard delivery is free on orders over $50 before tax; express costs extra.',
      link: 'Shop new arrivals',
    },
    giftBar: { title: 'Gift cards delivered by email in minutes', link: 'Buy a gift card' },
  },
  fr: {
    trail: {
      eyebrow: 'Saison trail',
      title: 'Sortez des sentiers battus',
      subtitle: 'Semelles accrocheuses et tiges robustes pour les rochers, les racines et la boue.',
      cta: 'Chaussures de trail',
      caption: 'Photo prise dans les Dolomites',
    },
    women: {
      overline: 'Running femme',
      title: 'Légère à chaque foulée',
      subtitle: 'Des chaussures de route amorties pour les sorties faciles et les jours de course.',
      cta: 'Running femme',
    },
    kids: {
      title: 'Prêts pour la récré',
      subtitleHtml: 'Des chaussures résistantes avec <strong>fermeture auto-agrippante</strong>.',
      shoes: 'Chaussures enfant',
      all: 'Tout l’enfant',
      smallPrint: 'Des tailles bébé aux tailles junior.',
    },
    thin: { title: 'Soldes : jusqu’à -40 % sur une sélection', cta: 'Voir les soldes' },
    hoodies: {
      title: 'Superposez',
      subtitle: 'Des sweats à capuche en polaire douce pour les matins frais et l’échauffement.',
      cta: 'Sweats à capuche homme',
      smallPrint: 'Au moins 50 % de polyester recyclé.',
    },
    espot: { eyebrow: 'Nouveau', title: 'Nouvelles chaussures de running femme' },
    menu: { title: 'Running homme', subtitle: 'Route, trail et compétition' },
    cinema: {
      title: 'Dernière chance',
      subtitle: 'Dernières démarques sur les chaussures, vêtements et accessoires.',
      sale: 'Voir les soldes',
      all: 'Nouveautés',
    },
    benefit: {
      title: 'Livraison offerte dès 50 €',
      subtitle: 'La livraison standard est offerte dès 50 € d’achat ; l’express est payante.',
      link: 'Voir les nouveautés',
    },
    giftBar: {
      title: 'Cartes cadeaux envoyées par e-mail en quelques minutes',
      link: 'Offrir une carte',
    },
  },
  de: {
    trail: {
      eyebrow: 'Trail-Saison',
      title: 'Ab ins Gelände',
      subtitle: 'Griffige Sohlen und robuste Obermaterialien für Fels, Wurzeln und Matsch.',
      cta: 'Trailschuhe shoppen',
      caption: 'Aufgenommen in den Dolomiten',
    },
    women: {
      overline: 'Damen-Laufschuhe',
      title: 'Leichtfüßig unterwegs',
      subtitle: 'Gedämpfte Straßenschuhe für lockere Läufe und den Wettkampftag.',
      cta: 'Damen-Running shoppen',
    },
    kids: {
      title: 'Bereit für den Pausenhof',
      subtitleHtml: 'Strapazierfähige Schuhe mit <strong>praktischem Klettverschluss</strong>.',
      shoes: 'Kinderschuhe',
      all: 'Alles für Kinder',
      smallPrint: 'Größen vom Kleinkind bis zum Jugendlichen.',
    },
    thin: { title: 'Sale: bis zu 40 % auf ausgewählte Styles', cta: 'Zum Sale' },
    hoodies: {
      title: 'Zieh dich warm an',
      subtitle: 'Weiche Fleece-Hoodies für kühle Morgen und das Aufwärmen.',
      cta: 'Herren-Hoodies shoppen',
      smallPrint: 'Aus mindestens 50 % recyceltem Polyester.',
    },
    espot: { eyebrow: 'Neu eingetroffen', title: 'Neue Damen-Laufschuhe' },
    menu: { title: 'Herren-Running', subtitle: 'Straße, Trail und Wettkampf' },
    cinema: {
      title: 'Letzte Chance',
      subtitle: 'Finale Preisnachlässe auf Schuhe, Bekleidung und Accessoires.',
      sale: 'Zum Sale',
      all: 'Neuheiten',
    },
    benefit: {
      title: 'Kostenloser Versand ab 50 €',
      subtitle: 'Der Standardversand ist ab 50 € Bestellwert kostenlos; Express kostet extra.',
      link: 'Neuheiten entdecken',
    },
    giftBar: {
      title: 'Geschenkkarten per E-Mail in wenigen Minuten',
      link: 'Geschenkkarte kaufen',
    },
  },
  it: {
    trail: {
      eyebrow: 'Stagione trail',
      title: 'Fuori dall’asfalto',
      subtitle: 'Suole aderenti e tomaie robuste per rocce, radici e fango.',
      cta: 'Scarpe da trail',
      caption: 'Scattata sulle Dolomiti',
    },
    women: {
      overline: 'Running donna',
      title: 'Leggera a ogni passo',
      subtitle: 'Scarpe da strada ammortizzate per le uscite facili e il giorno della gara.',
      cta: 'Running donna',
    },
    kids: {
      title: 'Pronti per il cortile',
      subtitleHtml: 'Scarpe resistenti con <strong>comoda chiusura a strappo</strong>.',
      shoes: 'Scarpe bambino',
      all: 'Tutto bambino',
      smallPrint: 'Taglie dai primi passi ai ragazzi.',
    },
    thin: { title: 'Saldi: fino al 40% su una selezione', cta: 'Scopri i saldi' },
    hoodies: {
      title: 'A strati',
      subtitle: 'Felpe con cappuccio in pile morbido per le mattine fresche e il riscaldamento.',
      cta: 'Felpe uomo',
      smallPrint: 'Con almeno il 50% di poliestere riciclato.',
    },
    espot: { eyebrow: 'Novità', title: 'Nuove scarpe da running donna' },
    menu: { title: 'Running uomo', subtitle: 'Strada, trail e gara' },
    cinema: {
      title: 'Ultima occasione',
      subtitle: 'Ultimi ribassi su scarpe, abbigliamento e accessori.',
      sale: 'Scopri i saldi',
      all: 'Nuovi arrivi',
    },
    benefit: {
      title: 'Spedizione gratuita sopra 50 €',
      subtitle: 'La spedizione standard è gratuita sopra 50 €; l’espressa è a pagamento.',
      link: 'Scopri i nuovi arrivi',
    },
    giftBar: { title: 'Carte regalo via e-mail in pochi minuti', link: 'Regala una carta' },
  },
};

function media(image: SeedImage, alt: string) {
  return { url: image.url, alt, width: image.width, height: image.height };
}

/**
 * Live examples of every banner variant and of the benefit bar for the editors' component
 * catalogue: each shows the variant's own settings (gradients, backdrop, image width, No-CTA).
 */
export function bannerExamples(locale: Locale, images: ContentMedia): CanvasComponent[] {
  const c = copy[localeLanguage(locale)];
  const path = (key: keyof typeof CATEGORY_IDS) => categoryPath(locale, CATEGORY_IDS[key]);
  return [
    {
      type: 'hero-banner',
      id: 'catalogue-hero-cinema',
      title: c.cinema.title,
      subtitle: c.cinema.subtitle,
      media: media(images.categoryHeroes.sale, c.cinema.title),
      targets: [
        { url: path('sale'), text: c.cinema.sale, style: 'primary', size: 'large' },
        { url: path('newArrivals'), text: c.cinema.all, style: 'secondary', size: 'large' },
      ],
      equalTargetSize: true,
      cinema: true,
      // A light shade under ink words suits the bright picture; it covers more on large screens.
      textPosition: { horizontal: 'left', vertical: 'middle' },
      gradientTone: 'light',
      gradientStyle: 'full',
      gradientBreakpoints: { lg: { gradientStyle: 'focused' } },
      promotionTracking: { promotionName: 'catalogue-last-chance' },
    },
    {
      type: 'image-banner',
      id: 'catalogue-image-trail',
      eyebrowText: c.trail.eyebrow,
      title: c.trail.title,
      subtitle: c.trail.subtitle,
      media: media(images.categoryHeroes.newArrivals, c.trail.title),
      mediaTarget: { url: path('menTrail') },
      captionText: c.trail.caption,
      captionPosition: 'top-right',
      targets: [{ url: path('menTrail'), text: c.trail.cta, style: 'primary' }],
      textPosition: { horizontal: 'left', vertical: 'bottom' },
      gradientStyle: 'focused',
    },
    {
      type: 'overlay-banner',
      id: 'catalogue-overlay-women',
      overline: c.women.overline,
      title: c.women.title,
      subtitle: c.women.subtitle,
      media: media(images.categoryHeroes.women, c.women.title),
      targets: [{ url: path('womenRunning'), text: c.women.cta, style: 'primary' }],
      overlayWidth: 'sm',
      backdrop: true,
      gradientTone: 'light',
      textPosition: { horizontal: 'right', vertical: 'middle' },
    },
    {
      type: 'split-banner',
      id: 'catalogue-split-kids',
      title: c.kids.title,
      subtitleHtml: c.kids.subtitleHtml,
      media: media(images.categoryHeroes.kids, c.kids.title),
      imageWidth: 60,
      colors: { background: '#f3efe7', text: '#1f3b2d' },
      targets: [
        { url: path('kidsShoes'), text: c.kids.shoes, style: 'primary' },
        { url: categoryPath(locale, CATEGORY_IDS.kids), text: c.kids.all, style: 'secondary' },
      ],
      richTextBelowTargets: `<p>${c.kids.smallPrint}</p>`,
    },
    {
      type: 'thin-banner',
      id: 'catalogue-thin-sale',
      title: c.thin.title,
      linkType: 'no-cta',
      colors: { background: '#b3261e', text: '#ffffff' },
      textAlignment: 'center',
      targets: [{ url: path('sale'), text: c.thin.cta, style: 'link' }],
      promotionTracking: { promotionName: 'catalogue-sale-strip' },
    },
    {
      type: 'block-below-banner',
      id: 'catalogue-block-below-hoodies',
      title: c.hoodies.title,
      subtitle: c.hoodies.subtitle,
      media: media(images.cards.menHoodies, c.hoodies.title),
      colors: { background: '#e8eef5' },
      textAlignment: 'center',
      targets: [{ url: path('menHoodies'), text: c.hoodies.cta, style: 'primary' }],
      richTextBelowTargets: `<p>${c.hoodies.smallPrint}</p>`,
    },
    {
      type: 'espot-banner',
      id: 'catalogue-espot-women',
      eyebrowText: c.espot.eyebrow,
      title: c.espot.title,
      media: media(images.cards.womenRunning, c.espot.title),
      linkType: 'no-cta',
      mediaTarget: { url: path('womenRunning') },
      targets: [],
    },
    {
      type: 'menu-banner',
      id: 'catalogue-menu-men-running',
      title: c.menu.title,
      subtitle: c.menu.subtitle,
      media: media(images.cards.menRunning, c.menu.title),
      linkType: 'no-cta',
      targets: [{ url: path('menRunning'), text: c.menu.title, style: 'link' }],
    },
    {
      type: 'benefit-bar',
      id: 'catalogue-benefit-delivery',
      title: c.benefit.title,
      subtitle: c.benefit.subtitle,
      infoIcon: true,
      alignment: 'left',
      targets: [{ url: path('newArrivals'), text: c.benefit.link, style: 'link' }],
      showCloseButton: true,
    },
    {
      type: 'benefit-bar',
      id: 'catalogue-benefit-gift-cards',
      title: c.giftBar.title,
      backgroundImage: media(images.categoryHeroes.giftCards, ''),
      targets: [{ url: path('giftCards'), text: c.giftBar.link, style: 'link' }],
      showCloseButton: false,
    },
  ];
}
