import type { LegalCopies } from './legal-copy';

/** /{locale}/help/returns: what after-sales does (docs/after-sales.md), in a shopper's words. */
export const returnsCopy: LegalCopies = {
  en: {
    title: 'Returns and refunds',
    description:
      'Return items within {days} days of delivery, cancel an order before it ships, and get refunded the way you paid.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Changed your mind? You can return items within {days} days of delivery. [How to return](@howToReturn) takes you through it step by step.',
        ],
      },
      {
        id: 'returns',
        heading: 'Returning items',
        items: [
          'Start a return from the order in [your orders](@orders): choose the items, how many of each and why. You can return part of an order, and the rest later while the window is open.',
          'You get a return label (PDF) to print, also by email, with the last day to send the parcel.',
          'Items must be unworn, with their tags and in their original box. Digital gift cards cannot be returned.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        items: [
          'Once the parcel arrives, we refund what the items cost you after discounts, the way you paid: card or payment account, gift card or loyalty points. Shipping is not refunded.',
          'The order’s page shows each refund and how it is going.',
          'Points the order earned are taken back in proportion to the refund.',
        ],
      },
      {
        id: 'cancelling',
        heading: 'Cancelling an order',
        paragraphs: [
          'Until an order ships, you can cancel it from [your orders](@orders). We refund it in full at once to gift cards and loyalty points, and through the payment provider for other payments.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Faulty products',
        paragraphs: [
          'Products are covered against manufacturing defects for {warranty} from delivery. Start a claim from the order in [your orders](@orders), with up to three photos; we confirm it by email.',
        ],
      },
      {
        id: 'guest',
        heading: 'Ordered as a guest?',
        paragraphs: [
          'Find your order on the [order status page](@status), or [contact us](@contact) and we will help you return it.',
        ],
      },
    ],
  },
  fr: {
    title: 'Retours et remboursements',
    description:
      'Retournez vos articles sous {days} jours après la livraison, annulez une commande avant son expédition et soyez remboursé selon votre moyen de paiement.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Vous avez changé d’avis ? Vous pouvez retourner vos articles sous {days} jours après la livraison. [Retourner un article](@howToReturn) vous guide étape par étape.',
        ],
      },
      {
        id: 'returns',
        heading: 'Retourner des articles',
        items: [
          'Lancez un retour depuis la commande dans [vos commandes](@orders) : choisissez les articles, leur quantité et le motif. Vous pouvez retourner une partie de la commande, et le reste plus tard tant que le délai court.',
          'Vous recevez une étiquette de retour (PDF) à imprimer, aussi par e-mail, avec la date limite d’envoi du colis.',
          'Les articles doivent être non portés, avec leurs étiquettes et dans leur boîte d’origine. Les cartes cadeaux numériques ne peuvent pas être retournées.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Remboursements',
        items: [
          'Dès réception du colis, nous remboursons le prix payé pour les articles, remises déduites, selon votre moyen de paiement : carte ou compte de paiement, carte cadeau ou points de fidélité. Les frais de livraison ne sont pas remboursés.',
          'La page de la commande indique chaque remboursement et son avancement.',
          'Les points gagnés avec la commande sont retirés en proportion du remboursement.',
        ],
      },
      {
        id: 'cancelling',
        heading: 'Annuler une commande',
        paragraphs: [
          'Tant qu’une commande n’est pas expédiée, vous pouvez l’annuler depuis [vos commandes](@orders). Nous la remboursons intégralement, immédiatement sur les cartes cadeaux et les points de fidélité, et via le prestataire de paiement pour les autres paiements.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Produits défectueux',
        paragraphs: [
          'Les produits sont garantis contre les défauts de fabrication pendant {warranty} à compter de la livraison. Faites une demande depuis la commande dans [vos commandes](@orders), avec jusqu’à trois photos ; nous la confirmons par e-mail.',
        ],
      },
      {
        id: 'guest',
        heading: 'Commande passée en tant qu’invité ?',
        paragraphs: [
          'Retrouvez votre commande sur la [page de suivi de commande](@status), ou [contactez-nous](@contact) et nous vous aiderons à la retourner.',
        ],
      },
    ],
  },
  de: {
    title: 'Rücksendungen und Erstattungen',
    description:
      'Artikel innerhalb von {days} Tagen nach Lieferung zurücksenden, Bestellungen vor dem Versand stornieren und auf dem Zahlungsweg erstattet bekommen.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Nicht das Richtige? Sie können Artikel innerhalb von {days} Tagen nach Lieferung zurücksenden. [So senden Sie Artikel zurück](@howToReturn) führt Sie Schritt für Schritt durch.',
        ],
      },
      {
        id: 'returns',
        heading: 'Artikel zurücksenden',
        items: [
          'Starten Sie eine Rücksendung bei der Bestellung unter [Ihre Bestellungen](@orders): Wählen Sie die Artikel, die Menge und den Grund. Sie können einen Teil der Bestellung zurücksenden und den Rest später, solange die Frist läuft.',
          'Sie erhalten ein Rücksendeetikett (PDF) zum Ausdrucken, auch per E-Mail, mit dem letzten Tag für den Versand des Pakets.',
          'Artikel müssen ungetragen sein, mit Etiketten und im Originalkarton. Digitale Geschenkkarten können nicht zurückgegeben werden.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Erstattungen',
        items: [
          'Sobald das Paket ankommt, erstatten wir, was die Artikel nach Rabatten gekostet haben, auf dem Weg, auf dem Sie bezahlt haben: Karte oder Zahlungskonto, Geschenkkarte oder Treuepunkte. Versandkosten werden nicht erstattet.',
          'Die Seite der Bestellung zeigt jede Erstattung und ihren Stand.',
          'Mit der Bestellung gesammelte Punkte werden anteilig zur Erstattung abgezogen.',
        ],
      },
      {
        id: 'cancelling',
        heading: 'Bestellung stornieren',
        paragraphs: [
          'Bis eine Bestellung versandt ist, können Sie sie unter [Ihre Bestellungen](@orders) stornieren. Wir erstatten den vollen Betrag, sofort auf Geschenkkarten und Treuepunkte, bei anderen Zahlungen über den Zahlungsanbieter.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Fehlerhafte Produkte',
        paragraphs: [
          'Produkte haben ab Lieferung {warranty} Garantie auf Herstellungsfehler. Melden Sie einen Fall bei der Bestellung unter [Ihre Bestellungen](@orders), mit bis zu drei Fotos; wir bestätigen ihn per E-Mail.',
        ],
      },
      {
        id: 'guest',
        heading: 'Als Gast bestellt?',
        paragraphs: [
          'Finden Sie Ihre Bestellung auf der [Bestellstatus-Seite](@status) oder [kontaktieren Sie uns](@contact), dann helfen wir Ihnen bei der Rücksendung.',
        ],
      },
    ],
  },
  it: {
    title: 'Resi e rimborsi',
    description:
      'Restituisci gli articoli entro {days} giorni dalla consegna, annulla un ordine prima della spedizione e ricevi il rimborso con il metodo con cui hai pagato.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Hai cambiato idea? Puoi restituire gli articoli entro {days} giorni dalla consegna. [Come effettuare un reso](@howToReturn) ti guida passo dopo passo.',
        ],
      },
      {
        id: 'returns',
        heading: 'Restituire articoli',
        items: [
          'Avvia un reso dall’ordine in [i tuoi ordini](@orders): scegli gli articoli, quanti e il motivo. Puoi restituire una parte dell’ordine, e il resto più tardi finché il periodo è aperto.',
          'Ricevi un’etichetta di reso (PDF) da stampare, anche via email, con l’ultimo giorno per spedire il pacco.',
          'Gli articoli devono essere non indossati, con le etichette e nella scatola originale. Le carte regalo digitali non possono essere restituite.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Rimborsi',
        items: [
          'All’arrivo del pacco rimborsiamo quanto hai pagato per gli articoli, sconti esclusi, con il metodo con cui hai pagato: carta o conto di pagamento, carta regalo o punti fedeltà. La spedizione non viene rimborsata.',
          'La pagina dell’ordine mostra ogni rimborso e il suo stato.',
          'I punti guadagnati con l’ordine vengono tolti in proporzione al rimborso.',
        ],
      },
      {
        id: 'cancelling',
        heading: 'Annullare un ordine',
        paragraphs: [
          'Finché un ordine non è spedito, puoi annullarlo da [i tuoi ordini](@orders). Lo rimborsiamo per intero, subito su carte regalo e punti fedeltà, tramite il fornitore di pagamento per gli altri pagamenti.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Prodotti difettosi',
        paragraphs: [
          'I prodotti sono garantiti contro i difetti di fabbricazione per {warranty} dalla consegna. Apri una richiesta dall’ordine in [i tuoi ordini](@orders), con un massimo di tre foto; te la confermiamo via email.',
        ],
      },
      {
        id: 'guest',
        heading: 'Hai ordinato come ospite?',
        paragraphs: [
          'Trova il tuo ordine nella [pagina stato dell’ordine](@status), oppure [contattaci](@contact) e ti aiuteremo con il reso.',
        ],
      },
    ],
  },
};
