import type { LegalCopies } from './legal-copy';

/** /{locale}/loyalty: the programme page's text (the join form and voucher ladder are the route's). */
export const loyaltyCopy: LegalCopies = {
  en: {
    title: 'Stride Members',
    description: 'Join for free, earn points on every order and turn them into vouchers.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['Join for free, earn points on every order and turn them into vouchers.'],
      },
      {
        id: 'how',
        heading: 'How it works',
        items: [
          'Earn {points} points for every {unit} you spend.',
          'Every 100 points are worth {unit}: choose a voucher when you pay.',
          '{whenMemberFreeShipping}Free standard shipping on every order.',
          'Points earned on an order are taken back if it is cancelled or returned; points spent on an order that is cancelled or refunded come back.',
          '{whenWelcomeOffer}New members get a welcome offer.',
        ],
      },
    ],
  },
  fr: {
    title: 'Stride Members',
    description:
      'Inscription gratuite : gagnez des points à chaque commande et transformez-les en bons d’achat.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Inscription gratuite : gagnez des points à chaque commande et transformez-les en bons d’achat.',
        ],
      },
      {
        id: 'how',
        heading: 'Comment ça marche',
        items: [
          'Gagnez {points} points pour chaque {unit} dépensé.',
          '100 points valent {unit} : choisissez un bon au moment de payer.',
          '{whenMemberFreeShipping}Livraison standard offerte sur chaque commande.',
          'Les points gagnés sur une commande sont retirés si elle est annulée ou retournée ; les points utilisés sur une commande annulée ou remboursée vous sont rendus.',
          '{whenWelcomeOffer}Les nouveaux membres reçoivent une offre de bienvenue.',
        ],
      },
    ],
  },
  de: {
    title: 'Stride Members',
    description:
      'Kostenlos beitreten, bei jeder Bestellung Punkte sammeln und in Gutscheine umwandeln.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Kostenlos beitreten, bei jeder Bestellung Punkte sammeln und in Gutscheine umwandeln.',
        ],
      },
      {
        id: 'how',
        heading: 'So funktioniert es',
        items: [
          'Sammle {points} Punkte pro {unit} Einkaufswert.',
          '100 Punkte sind {unit} wert: Wähle beim Bezahlen einen Gutschein.',
          '{whenMemberFreeShipping}Kostenloser Standardversand bei jeder Bestellung.',
          'Punkte aus einer Bestellung werden abgezogen, wenn sie storniert oder zurückgeschickt wird; für eine stornierte oder erstattete Bestellung eingelöste Punkte bekommst du zurück.',
          '{whenWelcomeOffer}Neue Mitglieder erhalten ein Willkommensangebot.',
        ],
      },
    ],
  },
  it: {
    title: 'Stride Members',
    description: 'Iscriviti gratis, accumula punti a ogni ordine e trasformali in buoni.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['Iscriviti gratis, accumula punti a ogni ordine e trasformali in buoni.'],
      },
      {
        id: 'how',
        heading: 'Come funziona',
        items: [
          'Ottieni {points} punti per ogni {unit} di spesa.',
          '100 punti valgono {unit}: scegli un buono al momento del pagamento.',
          '{whenMemberFreeShipping}Spedizione standard gratuita su ogni ordine.',
          'I punti ottenuti con un ordine vengono tolti se l’ordine è annullato o reso; i punti usati per un ordine annullato o rimborsato ti vengono restituiti.',
          '{whenWelcomeOffer}I nuovi soci ricevono un’offerta di benvenuto.',
        ],
      },
    ],
  },
};
