import type { Language } from './translated';

/** Everything the seeded canvases say, per language. */
export interface ContentCopy {
  homeTitle: string;
  homeDescription: string;
  hero: { eyebrow: string; title: string; subtitle: string; shopMen: string; shopWomen: string };
  /** The home hero signed-in loyalty members see instead (a segmentation block). */
  memberHero: { eyebrow: string; title: string; subtitle: string; rewards: string };
  benefit: { title: string; subtitle: string };
  collections: {
    newArrivals: string;
    mensRunning: string;
    womensClothing: string;
    sale: string;
    shopAll: string;
  };
  cards: {
    title: string;
    menRunning: string;
    womenRunning: string;
    menHoodies: string;
    kidsShoes: string;
  };
  story: string[];
  /** The home page's newsletter block. */
  newsletter: { title: string; text: string };
  categoryHeroes: Record<
    'newArrivals' | 'men' | 'women' | 'kids' | 'sale' | 'giftCards',
    { title: string; subtitle: string }
  >;
  shopNow: string;
  /** The mega menu's picture tiles' heading. */
  menuVisualSelectors: string;
  /** The newsletter pop-up's words. */
  popup: { minimized: string; maximized: string; title: string; disclaimer: string };
  footer: {
    shop: string;
    account: string;
    myAccount: string;
    orderStatus: string;
    cart: string;
    help: string;
    contactUs: string;
    findStore: string;
    legal: string;
  };
}

export const contentCopy: Record<Language, ContentCopy> = {
  en: {
    homeTitle: 'Stride | Running Shoes, Training Clothes and Accessories',
    homeDescription:
      'Shop running, training and lifestyle shoes, clothing and accessories from Stride.',
    hero: {
      eyebrow: 'New season',
      title: 'Made for every stride',
      subtitle: 'Lightweight running shoes and training gear for the way you move.',
      shopMen: 'Shop Men',
      shopWomen: 'Shop Women',
    },
    memberHero: {
      eyebrow: 'Stride Members',
      title: 'Welcome back, member',
      subtitle:
        'Your points turn into vouchers at checkout. See what you have earned and what is next.',
      rewards: 'See your rewards',
    },
    benefit: {
      title: 'Free returns within 30 days',
      subtitle: 'Changed your mind? Send it back for free.',
    },
    collections: {
      newArrivals: 'New Arrivals',
      mensRunning: "Men's Running Shoes",
      womensClothing: "Women's Clothing",
      sale: 'Sale: up to 40% off',
      shopAll: 'Shop all',
    },
    cards: {
      title: 'Shop by category',
      menRunning: "Men's Running",
      womenRunning: "Women's Running",
      menHoodies: "Men's Hoodies",
      kidsShoes: "Kids' Shoes",
    },
    story: [
      'Stride started with a simple idea: gear that keeps up with you, from the first mile to the last rep.',
      'Every shoe is tested by runners and coaches before it reaches our stores, and more of our range is made with recycled materials each season.',
    ],
    newsletter: {
      title: 'Run with us',
      text: 'New arrivals, training plans and members-only offers, once a week. Unsubscribe whenever you like.',
    },
    categoryHeroes: {
      newArrivals: {
        title: 'Just landed',
        subtitle: 'The latest shoes, clothing and accessories, fresh this month.',
      },
      men: {
        title: "Men's shoes and clothing",
        subtitle: 'Run, train and recover in gear built to perform.',
      },
      women: {
        title: "Women's shoes and clothing",
        subtitle: 'Cushioned runners, supportive leggings and everything between.',
      },
      kids: {
        title: 'Kids',
        subtitle: 'Durable shoes and clothes for playgrounds, parks and first races.',
      },
      sale: { title: 'Sale', subtitle: 'Up to 40% off selected styles while sizes last.' },
      giftCards: {
        title: 'Gift cards',
        subtitle: 'Let them choose: digital gift cards delivered by email.',
      },
    },
    shopNow: 'Shop now',
    menuVisualSelectors: 'Shop by style',
    popup: {
      minimized: 'Join the Stride newsletter',
      maximized: 'Stay a stride ahead',
      title: 'New arrivals, offers and running tips in your inbox.',
      disclaimer: 'You can unsubscribe at any time from any of our emails.',
    },
    footer: {
      shop: 'Shop',
      account: 'Account',
      myAccount: 'My account',
      orderStatus: 'Order status',
      cart: 'Cart',
      help: 'Help',
      contactUs: 'Contact us',
      findStore: 'Find a store',
      legal: '© 2026 Stride. All rights reserved.',
    },
  },
  fr: {
    homeTitle: 'Stride | Chaussures de running, vêtements de sport et accessoires',
    homeDescription:
      'Découvrez les chaussures, vêtements et accessoires Stride pour le running, le training et le quotidien.',
    hero: {
      eyebrow: 'Nouvelle saison',
      title: 'Faite pour chaque foulée',
      subtitle:
        'Des chaussures de running légères et des tenues de training pour bouger à votre façon.',
      shopMen: 'Homme',
      shopWomen: 'Femme',
    },
    memberHero: {
      eyebrow: 'Stride Members',
      title: 'Bon retour parmi nous',
      subtitle:
        'Vos points deviennent des bons d’achat au paiement. Découvrez ce que vous avez cumulé.',
      rewards: 'Voir mes avantages',
    },
    benefit: {
      title: 'Retours gratuits sous 30 jours',
      subtitle: "Vous avez changé d'avis ? Le retour est offert.",
    },
    collections: {
      newArrivals: 'Nouveautés',
      mensRunning: 'Chaussures de running homme',
      womensClothing: 'Vêtements femme',
      sale: "Soldes : jusqu'à -40 %",
      shopAll: 'Tout voir',
    },
    cards: {
      title: 'Acheter par catégorie',
      menRunning: 'Running homme',
      womenRunning: 'Running femme',
      menHoodies: 'Sweats à capuche homme',
      kidsShoes: 'Chaussures enfant',
    },
    story: [
      "Stride est né d'une idée simple : un équipement qui vous suit, du premier kilomètre à la dernière répétition.",
      'Chaque chaussure est testée par des coureurs et des coachs avant d’arriver en magasin, et chaque saison une plus grande part de notre collection utilise des matériaux recyclés.',
    ],
    newsletter: {
      title: 'Courez avec nous',
      text: 'Nouveautés, plans d’entraînement et offres réservées aux membres, une fois par semaine. Désinscription à tout moment.',
    },
    categoryHeroes: {
      newArrivals: {
        title: 'Tout juste arrivés',
        subtitle: 'Les dernières chaussures, vêtements et accessoires du mois.',
      },
      men: {
        title: 'Chaussures et vêtements homme',
        subtitle: 'Courez, entraînez-vous et récupérez avec un équipement performant.',
      },
      women: {
        title: 'Chaussures et vêtements femme',
        subtitle: 'Chaussures amorties, leggings de maintien et tout le reste.',
      },
      kids: {
        title: 'Enfant',
        subtitle:
          'Des chaussures et vêtements résistants pour la cour, le parc et les premières courses.',
      },
      sale: {
        title: 'Soldes',
        subtitle:
          "Jusqu'à -40 % sur une sélection d'articles, dans la limite des tailles disponibles.",
      },
      giftCards: {
        title: 'Cartes cadeaux',
        subtitle: 'Laissez-les choisir : cartes cadeaux numériques envoyées par e-mail.',
      },
    },
    shopNow: 'Découvrir',
    menuVisualSelectors: 'Par style',
    popup: {
      minimized: 'La newsletter Stride',
      maximized: 'Gardez une foulée d’avance',
      title: 'Nouveautés, offres et conseils de course dans votre boîte mail.',
      disclaimer: 'Vous pouvez vous désabonner à tout moment depuis chacun de nos e-mails.',
    },
    footer: {
      shop: 'Boutique',
      account: 'Compte',
      myAccount: 'Mon compte',
      orderStatus: 'Suivi de commande',
      cart: 'Panier',
      help: 'Aide',
      contactUs: 'Nous contacter',
      findStore: 'Trouver un magasin',
      legal: '© 2026 Stride. Tous droits réservés.',
    },
  },
  de: {
    homeTitle: 'Stride | Laufschuhe, Trainingsbekleidung und Accessoires',
    homeDescription:
      'Entdecke Schuhe, Bekleidung und Accessoires von Stride für Laufen, Training und Alltag.',
    hero: {
      eyebrow: 'Neue Saison',
      title: 'Gemacht für jeden Schritt',
      subtitle: 'Leichte Laufschuhe und Trainingsbekleidung für deine Art, dich zu bewegen.',
      shopMen: 'Herren',
      shopWomen: 'Damen',
    },
    memberHero: {
      eyebrow: 'Stride Members',
      title: 'Willkommen zurück',
      subtitle:
        'Ihre Punkte werden beim Bezahlen zu Gutscheinen. Sehen Sie, was Sie gesammelt haben.',
      rewards: 'Meine Vorteile ansehen',
    },
    benefit: {
      title: 'Kostenlose Rücksendung innerhalb von 30 Tagen',
      subtitle: 'Nicht das Richtige? Schick es kostenlos zurück.',
    },
    collections: {
      newArrivals: 'Neuheiten',
      mensRunning: 'Laufschuhe für Herren',
      womensClothing: 'Damenbekleidung',
      sale: 'Sale: bis zu 40 % Rabatt',
      shopAll: 'Alle ansehen',
    },
    cards: {
      title: 'Nach Kategorie shoppen',
      menRunning: 'Laufen Herren',
      womenRunning: 'Laufen Damen',
      menHoodies: 'Hoodies Herren',
      kidsShoes: 'Kinderschuhe',
    },
    story: [
      'Stride begann mit einer einfachen Idee: Ausrüstung, die mithält – vom ersten Kilometer bis zur letzten Wiederholung.',
      'Jeder Schuh wird von Läuferinnen, Läufern und Coaches getestet, bevor er in unsere Stores kommt, und mit jeder Saison verwenden wir mehr recycelte Materialien.',
    ],
    newsletter: {
      title: 'Lauf mit uns',
      text: 'Neuheiten, Trainingspläne und Angebote nur für Mitglieder, einmal pro Woche. Abmelden kannst du dich jederzeit.',
    },
    categoryHeroes: {
      newArrivals: {
        title: 'Frisch eingetroffen',
        subtitle: 'Die neuesten Schuhe, Bekleidung und Accessoires des Monats.',
      },
      men: {
        title: 'Schuhe und Bekleidung für Herren',
        subtitle: 'Laufen, trainieren und regenerieren mit Ausrüstung, die performt.',
      },
      women: {
        title: 'Schuhe und Bekleidung für Damen',
        subtitle: 'Gedämpfte Laufschuhe, stützende Leggings und alles dazwischen.',
      },
      kids: {
        title: 'Kinder',
        subtitle: 'Robuste Schuhe und Kleidung für Schulhof, Park und die ersten Rennen.',
      },
      sale: {
        title: 'Sale',
        subtitle: 'Bis zu 40 % Rabatt auf ausgewählte Styles, solange die Größen reichen.',
      },
      giftCards: {
        title: 'Geschenkkarten',
        subtitle: 'Freie Wahl schenken: digitale Geschenkkarten per E-Mail.',
      },
    },
    shopNow: 'Jetzt shoppen',
    menuVisualSelectors: 'Nach Stil shoppen',
    popup: {
      minimized: 'Der Stride-Newsletter',
      maximized: 'Immer einen Schritt voraus',
      title: 'Neuheiten, Angebote und Lauftipps in Ihrem Postfach.',
      disclaimer: 'Sie können sich jederzeit über jede unserer E-Mails abmelden.',
    },
    footer: {
      shop: 'Shop',
      account: 'Konto',
      myAccount: 'Mein Konto',
      orderStatus: 'Bestellstatus',
      cart: 'Warenkorb',
      help: 'Hilfe',
      contactUs: 'Kontakt',
      findStore: 'Filiale finden',
      legal: '© 2026 Stride. Alle Rechte vorbehalten.',
    },
  },
  it: {
    homeTitle: 'Stride | Scarpe da running, abbigliamento da training e accessori',
    homeDescription:
      'Scopri scarpe, abbigliamento e accessori Stride per running, training e tempo libero.',
    hero: {
      eyebrow: 'Nuova stagione',
      title: 'Fatta per ogni falcata',
      subtitle:
        'Scarpe da running leggere e abbigliamento da training per il tuo modo di muoverti.',
      shopMen: 'Uomo',
      shopWomen: 'Donna',
    },
    memberHero: {
      eyebrow: 'Stride Members',
      title: 'Bentornato nel club',
      subtitle:
        'I tuoi punti diventano buoni al momento del pagamento. Scopri quanto hai accumulato.',
      rewards: 'Scopri i tuoi vantaggi',
    },
    benefit: {
      title: 'Resi gratuiti entro 30 giorni',
      subtitle: 'Hai cambiato idea? Il reso è gratuito.',
    },
    collections: {
      newArrivals: 'Novità',
      mensRunning: 'Scarpe da running uomo',
      womensClothing: 'Abbigliamento donna',
      sale: 'Saldi: fino al 40%',
      shopAll: 'Vedi tutto',
    },
    cards: {
      title: 'Acquista per categoria',
      menRunning: 'Running uomo',
      womenRunning: 'Running donna',
      menHoodies: 'Felpe uomo',
      kidsShoes: 'Scarpe bambini',
    },
    story: [
      "Stride è nata da un'idea semplice: un'attrezzatura che ti segue, dal primo chilometro all'ultima ripetizione.",
      'Ogni scarpa viene testata da runner e allenatori prima di arrivare nei nostri negozi e ogni stagione usiamo più materiali riciclati.',
    ],
    newsletter: {
      title: 'Corri con noi',
      text: 'Novità, piani di allenamento e offerte riservate ai membri, una volta a settimana. Puoi disiscriverti quando vuoi.',
    },
    categoryHeroes: {
      newArrivals: {
        title: 'Appena arrivati',
        subtitle: 'Le ultime scarpe, abbigliamento e accessori del mese.',
      },
      men: {
        title: 'Scarpe e abbigliamento uomo',
        subtitle: 'Corri, allenati e recupera con attrezzatura performante.',
      },
      women: {
        title: 'Scarpe e abbigliamento donna',
        subtitle: 'Scarpe ammortizzate, leggings contenitivi e molto altro.',
      },
      kids: {
        title: 'Bambini',
        subtitle: 'Scarpe e vestiti resistenti per il cortile, il parco e le prime gare.',
      },
      sale: {
        title: 'Saldi',
        subtitle: 'Fino al 40% su una selezione di articoli, fino a esaurimento taglie.',
      },
      giftCards: {
        title: 'Carte regalo',
        subtitle: 'Lascia scegliere a loro: carte regalo digitali inviate via e-mail.',
      },
    },
    shopNow: 'Acquista ora',
    menuVisualSelectors: 'Acquista per stile',
    popup: {
      minimized: 'La newsletter Stride',
      maximized: 'Sempre un passo avanti',
      title: 'Novità, offerte e consigli di corsa nella tua casella di posta.',
      disclaimer: 'Puoi annullare l’iscrizione in qualsiasi momento da ogni nostra email.',
    },
    footer: {
      shop: 'Negozio',
      account: 'Account',
      myAccount: 'Il mio account',
      orderStatus: 'Stato dell’ordine',
      cart: 'Carrello',
      help: 'Assistenza',
      contactUs: 'Contattaci',
      findStore: 'Trova un negozio',
      legal: '© 2026 Stride. Tutti i diritti riservati.',
    },
  },
};
