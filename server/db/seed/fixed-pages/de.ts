import { link, type FixedCopyOf } from './copy';

export const fixedCopyDe: FixedCopyOf = ({
  paths,
  returnDays,
  freeShippingOver,
  freeSocksOver,
}) => ({
  cart: {
    title: 'Warenkorb',
    description: 'Die Artikel in deinem Warenkorb.',
    promise: {
      title: `Kostenlose Rücksendung innerhalb von ${returnDays} Tagen`,
      subtitle: 'Zahlungen werden verschlüsselt und sicher abgewickelt.',
      link: 'So funktioniert die Rücksendung',
    },
    help: {
      heading: 'Fragen vor der Bestellung?',
      items: [
        link('Versand und Lieferung', paths.shipping),
        link('Rücksendungen', paths.returns),
        link('Kontakt', paths.contactUs),
      ],
    },
  },
  checkout: {
    title: 'Kasse',
    description: 'Lieferung, Zahlung und Überprüfung.',
    promises: {
      heading: 'Lieferung und Rücksendung',
      items: [
        `Kostenloser Standardversand ab einem Bestellwert von ${freeShippingOver}.`,
        `Doch nicht das Richtige? Schick Artikel innerhalb von ${returnDays} Tagen nach der Lieferung zurück.`,
        `Fragen? Lies ${link('Versand und Lieferung', paths.shipping)} oder ${link('kontaktiere uns', paths.contactUs)}.`,
      ],
    },
  },
  account: {
    title: 'Mein Konto',
    description: 'Deine Bestellungen, Daten und Mitgliedschaft.',
    loyalty: {
      title: 'Stride Members sammeln bei jeder Bestellung Punkte',
      subtitle: 'Löse deine Punkte an der Kasse gegen Gutscheine ein.',
      link: 'Meine Punkte',
    },
  },
  accountProfile: {
    title: 'Meine Daten',
    description: 'Dein Name, deine Kontaktdaten und Einstellungen.',
    data: {
      heading: 'Wofür wir deine Daten verwenden',
      paragraphs: [
        'Wir verwenden deinen Namen, deine E-Mail-Adresse und Telefonnummer, um dein Konto zu führen, deine Bestellungen zu liefern und deine Fragen zu beantworten.',
        `Welche Nachrichten du erhältst, wählst du in den ${link('Kommunikationseinstellungen', paths.communication)}. Alles Weitere steht in unserer ${link('Datenschutzerklärung', paths.privacy)}.`,
      ],
    },
  },
  contactUs: {
    title: 'Kontakt',
    description: 'Schreib unserem Kundenservice.',
    topics: {
      heading: 'Schnelle Antworten',
      paragraphs: ['Viele Fragen beantworten unsere Hilfeseiten:'],
      items: [
        link('Hilfe-Center', paths.help),
        link('Versand und Lieferung', paths.shipping),
        link('Rücksendungen', paths.returns),
        link('So sendest du einen Artikel zurück', paths.howToReturn),
      ],
    },
  },
  error4xx: {
    title: 'Seite nicht gefunden',
    description: 'Diese Seite ist nicht verfügbar.',
    body: {
      paragraphs: [
        'Die Seite wurde vielleicht verschoben oder der Link ist veraltet. Versuch es hier:',
      ],
      items: [
        link('Startseite', paths.home),
        link('Herren', paths.men),
        link('Damen', paths.women),
        link('Kinder', paths.kids),
        link('Sale', paths.sale),
        link('Hilfe-Center', paths.help),
      ],
    },
  },
  orderConfirmation: {
    title: 'Bestellbestätigung',
    description: 'Danke für deine Bestellung.',
    next: {
      heading: 'Wie es weitergeht',
      items: [
        'Wir haben dir eine Bestätigung deiner Bestellung per E-Mail geschickt.',
        `Verfolge deine Bestellung jederzeit im ${link('Bestellstatus', paths.orderStatus)}.`,
        `Passt etwas nicht? Du kannst Artikel innerhalb von ${returnDays} Tagen nach der Lieferung zurücksenden: ${link('so geht’s', paths.howToReturn)}.`,
      ],
    },
  },
  search: {
    title: 'Suche',
    description: 'Suche nach Schuhen, Bekleidung und Accessoires.',
    cardsTitle: 'Oder stöbere in einer Kategorie',
  },
  signUp: {
    title: 'Konto erstellen',
    description: 'Erstelle dein Stride-Konto.',
    benefits: {
      heading: 'Warum ein Konto?',
      items: [
        'Schneller bestellen mit gespeicherten Adressen.',
        'Bestellungen verfolgen und Rücksendungen mit wenigen Klicks starten.',
        'Deine Favoriten auf jedem Gerät.',
        `Werde ${link('Stride Member', paths.loyalty)} und sammle Punkte für deine Bestellungen.`,
      ],
    },
  },
  storeLocator: {
    title: 'Filiale finden',
    description: 'Stride-Filialen in deiner Nähe.',
    services: {
      heading: 'In unseren Filialen',
      paragraphs: [
        'Probiere die neuesten Schuhe und Outfits an und lass dich von unserem Team beraten.',
        'Viele Filialen bieten auch die Abholung von Online-Bestellungen oder die Lieferung in die Filiale an: Die Seite jeder Filiale zeigt, was sie anbietet.',
      ],
    },
  },
  promotions: {
    title: 'Aktuelle Angebote',
    description:
      'Alle aktuellen Angebote von Stride: Sale, Rabatte auf Bekleidung und kostenloser Versand.',
    subtitle: 'Reduzierte Preise auf ausgewählte Styles, solange die Größen reichen.',
    shopSale: 'Zum Sale',
    offers: {
      heading: 'Angebote im Warenkorb',
      paragraphs: ['Diese Angebote gelten automatisch im Warenkorb:'],
      items: [
        `20 % auf Bekleidung für ${link('Herren', paths.menClothing)} und ${link('Damen', paths.womenClothing)}.`,
        `Socken und Caps: 2 kaufen, 1 gratis. ${link('Zu den Socken', paths.menSocks)}.`,
        `Kostenloser Standardversand ab einem Bestellwert von ${freeShippingOver}.`,
        `Gratis Stride Club Socken ab einem Bestellwert von ${freeSocksOver}.`,
      ],
    },
    rail: 'Jetzt im Sale',
  },
  giftCard: {
    title: 'Geschenkkarten',
    description: 'Stride-Geschenkkarten: per E-Mail verschickt, online einlösbar.',
    subtitle: 'Freie Wahl schenken: digitale Geschenkkarten per E-Mail.',
    shop: 'Geschenkkarte kaufen',
    use: {
      heading: 'Geschenkkarte einlösen',
      items: [
        'Gib an der Kasse Kartennummer und PIN ein und bezahle damit allein oder zusammen mit einer anderen Zahlungsart.',
        `Das Guthaben prüfst du an der Kasse mit Kartennummer und PIN, oder du fügst die Karte deinen ${link('Zahlungsarten', paths.paymentMethods)} hinzu, wo ihr Guthaben angezeigt wird.`,
      ],
    },
  },
  basecamp: {
    title: 'Basecamp',
    description: 'Das Zuhause der Stride Members: Punkte, Gutscheine und Angebote für Mitglieder.',
    intro: {
      heading: 'Willkommen im Mitgliederbereich',
      paragraphs: [
        'Stride Members sammeln bei jeder Bestellung Punkte und lösen sie an der Kasse gegen Gutscheine ein.',
        `Wie es funktioniert, erfährst du auf der ${link('Seite von Stride Members', paths.loyalty)}.`,
      ],
    },
    account: {
      heading: 'Schon Mitglied?',
      paragraphs: [
        `Deine Punkte, Gutscheine und deinen Verlauf findest du unter ${link('Meine Mitgliedschaft', paths.accountLoyalty)}.`,
      ],
    },
  },
  westend: {
    title: 'Stride London Oxford Street',
    description: 'Unser Flagship-Store im Londoner West End.',
    subtitle: 'Unser Flagship-Store mitten im Londoner West End.',
    visit: 'Öffnungszeiten und Anfahrt',
    details: {
      heading: 'Besuch uns',
      paragraphs: [
        '220 Oxford Street, London W1C 1DE, Vereinigtes Königreich.',
        'Probiere das ganze Sortiment an Lauf-, Trainings- und Lifestyle-Schuhen an und lass dich von unserem Team beraten.',
      ],
    },
  },
  signInModal: {
    title: 'Anmelden',
    description: 'Melde dich bei deinem Stride-Konto an.',
    text: {
      paragraphs: [
        'Angemeldet bestellst du schneller und behältst Bestellungen und Rücksendungen im Blick.',
      ],
    },
  },
  signUpModal: {
    title: 'Konto erstellen',
    description: 'Erstelle dein Stride-Konto.',
    text: { paragraphs: ['Ein Konto für deine Adressen, Bestellungen und Favoriten.'] },
  },
  loyaltyModal: {
    title: 'Stride Members',
    description: 'Werde Stride Member.',
    text: {
      paragraphs: [
        'Mitglieder sammeln bei jeder Bestellung Punkte und lösen sie an der Kasse gegen Gutscheine ein.',
      ],
    },
  },
});
