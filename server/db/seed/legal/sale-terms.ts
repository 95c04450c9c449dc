import type { LegalCopies } from './legal-copy';

/** /{locale}/sale-terms: the copy in every language (links name lib/routes paths: `@contact`…). */
export const saleTermsCopy: LegalCopies = {
  en: {
    title: 'Terms of sale',
    description:
      'Prices, payment, delivery, cancellation, returns and warranty when you buy from the Stride store.',
    sections: [
      { id: 'intro', paragraphs: ['These terms apply to every order placed in the Stride store.'] },
      {
        id: 'seller',
        heading: 'The seller',
        paragraphs: [
          'You buy from {seller}, {address} (VAT number {vatId}). Questions about an order? [Contact us](@contact).',
        ],
      },
      {
        id: 'prices',
        heading: 'Prices and tax',
        items: [
          'The price you pay is the one shown at checkout, in the currency of the country site you shop on.',
          'The order summary shows the tax and whether prices include it, as your country requires.',
          'We check prices and stock again when you place the order; if the tax changed since we showed it, we tell you before you pay.',
        ],
      },
      {
        id: 'payment',
        heading: 'Payment',
        items: [
          'You pay with the methods offered at checkout, and can use gift cards, promo codes and loyalty vouchers.',
          'An order is placed only once its payment is accepted; an order left waiting for a payment step (such as a bank’s check) is cancelled after a while.',
          'Gift cards, codes and vouchers cannot be exchanged for cash.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery',
        items: [
          'We deliver to the address you give at checkout, or to a store where pickup is offered. The delivery options and their prices are shown before you pay.',
          'Once your order ships, its page in [your orders](@orders) shows the carrier’s tracking link.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancelling an order',
        paragraphs: [
          'You can cancel an order from [your orders](@orders) until it ships. We then refund the full amount the way you paid: gift cards and loyalty points at once, other payments through the payment provider.',
        ],
      },
      {
        id: 'returns',
        heading: 'Returns',
        items: [
          'You can return items within {days} days of delivery; [how to return](@howToReturn) explains each step.',
          'Items must be unworn, with their tags and in their original box.',
          'Digital gift cards cannot be returned.',
          'Once the parcel arrives, we refund the items the way you paid.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Warranty',
        paragraphs: [
          'Products are covered against manufacturing defects for {warranty} from delivery. Start a claim from the order in [your orders](@orders); its page shows how the claim is going.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions générales de vente',
    description:
      'Prix, paiement, livraison, annulation, retours et garantie lorsque vous achetez sur la boutique Stride.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['Ces conditions s’appliquent à toute commande passée sur la boutique Stride.'],
      },
      {
        id: 'seller',
        heading: 'Le vendeur',
        paragraphs: [
          'Vous achetez auprès de {seller}, {address} (numéro de TVA {vatId}). Une question sur une commande ? [Contactez-nous](@contact).',
        ],
      },
      {
        id: 'prices',
        heading: 'Prix et taxes',
        items: [
          'Le prix que vous payez est celui affiché lors de la commande, dans la devise du site du pays où vous achetez.',
          'Le récapitulatif de commande indique les taxes et précise si les prix les incluent, comme l’exige votre pays.',
          'Nous vérifions à nouveau les prix et le stock lorsque vous passez la commande ; si les taxes ont changé depuis leur affichage, nous vous le disons avant le paiement.',
        ],
      },
      {
        id: 'payment',
        heading: 'Paiement',
        items: [
          'Vous payez avec les moyens proposés lors de la commande et pouvez utiliser des cartes cadeaux, des codes promo et des bons de fidélité.',
          'Une commande n’est passée qu’une fois son paiement accepté ; une commande qui attend une étape de paiement (comme une vérification de votre banque) est annulée au bout d’un moment.',
          'Les cartes cadeaux, codes et bons ne peuvent pas être échangés contre de l’argent.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Livraison',
        items: [
          'Nous livrons à l’adresse indiquée lors de la commande, ou en magasin là où le retrait est proposé. Les options de livraison et leurs prix sont affichés avant le paiement.',
          'Dès l’expédition, la page de la commande dans [vos commandes](@orders) affiche le lien de suivi du transporteur.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Annuler une commande',
        paragraphs: [
          'Vous pouvez annuler une commande depuis [vos commandes](@orders) tant qu’elle n’est pas expédiée. Nous remboursons alors l’intégralité du montant par le moyen de paiement utilisé : immédiatement pour les cartes cadeaux et les points de fidélité, via le prestataire de paiement pour les autres paiements.',
        ],
      },
      {
        id: 'returns',
        heading: 'Retours',
        items: [
          'Vous pouvez retourner des articles dans les {days} jours suivant la livraison ; [comment retourner un article](@howToReturn) explique chaque étape.',
          'Les articles doivent être non portés, avec leurs étiquettes et dans leur boîte d’origine.',
          'Les cartes cadeaux numériques ne peuvent pas être retournées.',
          'À réception du colis, nous remboursons les articles par le moyen de paiement utilisé.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Garantie',
        paragraphs: [
          'Les produits sont garantis contre les défauts de fabrication pendant {warranty} à compter de la livraison. Faites une demande depuis la commande dans [vos commandes](@orders) ; sa page indique où en est la demande.',
        ],
      },
    ],
  },
  de: {
    title: 'Allgemeine Verkaufsbedingungen',
    description:
      'Preise, Zahlung, Lieferung, Stornierung, Rücksendungen und Garantie beim Kauf im Stride-Shop.',
    sections: [
      { id: 'intro', paragraphs: ['Diese Bedingungen gelten für jede Bestellung im Stride-Shop.'] },
      {
        id: 'seller',
        heading: 'Der Verkäufer',
        paragraphs: [
          'Sie kaufen bei {seller}, {address} (USt-IdNr. {vatId}). Fragen zu einer Bestellung? [Kontaktieren Sie uns](@contact).',
        ],
      },
      {
        id: 'prices',
        heading: 'Preise und Steuern',
        items: [
          'Sie zahlen den an der Kasse angezeigten Preis, in der Währung der Länderseite, auf der Sie einkaufen.',
          'Die Bestellübersicht zeigt die Steuer und ob die Preise sie enthalten, wie es Ihr Land vorschreibt.',
          'Beim Absenden der Bestellung prüfen wir Preise und Bestand erneut; hat sich die Steuer seit der Anzeige geändert, sagen wir es Ihnen vor der Zahlung.',
        ],
      },
      {
        id: 'payment',
        heading: 'Zahlung',
        items: [
          'Sie zahlen mit den an der Kasse angebotenen Zahlungsarten und können Geschenkkarten, Aktionscodes und Treuegutscheine einsetzen.',
          'Eine Bestellung gilt erst als aufgegeben, wenn ihre Zahlung angenommen wurde; eine Bestellung, die auf einen Zahlungsschritt wartet (etwa eine Prüfung Ihrer Bank), wird nach einiger Zeit storniert.',
          'Geschenkkarten, Codes und Gutscheine können nicht in Bargeld umgetauscht werden.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Lieferung',
        items: [
          'Wir liefern an die Adresse, die Sie an der Kasse angeben, oder in eine Filiale, wo Abholung angeboten wird. Die Versandoptionen und ihre Preise sehen Sie vor der Zahlung.',
          'Sobald Ihre Bestellung versandt ist, zeigt ihre Seite unter [Ihre Bestellungen](@orders) den Sendungsverfolgungslink des Versanddienstes.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Eine Bestellung stornieren',
        paragraphs: [
          'Sie können eine Bestellung unter [Ihre Bestellungen](@orders) stornieren, solange sie nicht versandt ist. Wir erstatten dann den vollen Betrag auf dem Weg, auf dem Sie bezahlt haben: Geschenkkarten und Treuepunkte sofort, andere Zahlungen über den Zahlungsdienstleister.',
        ],
      },
      {
        id: 'returns',
        heading: 'Rücksendungen',
        items: [
          'Sie können Artikel innerhalb von {days} Tagen nach der Zustellung zurücksenden; [So senden Sie Artikel zurück](@howToReturn) erklärt jeden Schritt.',
          'Die Artikel müssen ungetragen sein, mit Etiketten und im Originalkarton.',
          'Digitale Geschenkkarten können nicht zurückgegeben werden.',
          'Sobald das Paket angekommen ist, erstatten wir die Artikel auf dem Weg, auf dem Sie bezahlt haben.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Garantie',
        paragraphs: [
          'Für Herstellungsfehler gilt eine Garantie von {warranty} ab der Zustellung. Stellen Sie eine Anfrage über die Bestellung unter [Ihre Bestellungen](@orders); deren Seite zeigt, wie es um die Anfrage steht.',
        ],
      },
    ],
  },
  it: {
    title: 'Condizioni di vendita',
    description:
      'Prezzi, pagamento, consegna, annullamento, resi e garanzia quando acquisti nel negozio Stride.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['Queste condizioni si applicano a ogni ordine effettuato nel negozio Stride.'],
      },
      {
        id: 'seller',
        heading: 'Il venditore',
        paragraphs: [
          'Acquisti da {seller}, {address} (partita IVA {vatId}). Domande su un ordine? [Contattaci](@contact).',
        ],
      },
      {
        id: 'prices',
        heading: 'Prezzi e imposte',
        items: [
          'Il prezzo che paghi è quello mostrato al checkout, nella valuta del sito del paese in cui acquisti.',
          'Il riepilogo dell’ordine mostra le imposte e se i prezzi le includono, come richiede il tuo paese.',
          'Quando effettui l’ordine controlliamo di nuovo prezzi e disponibilità; se le imposte sono cambiate da quando te le abbiamo mostrate, te lo diciamo prima del pagamento.',
        ],
      },
      {
        id: 'payment',
        heading: 'Pagamento',
        items: [
          'Paghi con i metodi proposti al checkout e puoi usare carte regalo, codici promozionali e buoni fedeltà.',
          'Un ordine è effettuato solo quando il pagamento è accettato; un ordine in attesa di un passaggio di pagamento (come una verifica della tua banca) viene annullato dopo un po’ di tempo.',
          'Carte regalo, codici e buoni non possono essere convertiti in denaro.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Consegna',
        items: [
          'Consegniamo all’indirizzo che indichi al checkout, o in negozio dove il ritiro è disponibile. Le opzioni di consegna e i loro prezzi sono mostrati prima del pagamento.',
          'Quando l’ordine è spedito, la sua pagina in [I tuoi ordini](@orders) mostra il link di tracciamento del corriere.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Annullare un ordine',
        paragraphs: [
          'Puoi annullare un ordine da [I tuoi ordini](@orders) finché non è spedito. Ti rimborsiamo allora l’intero importo con il metodo con cui hai pagato: subito per carte regalo e punti fedeltà, tramite il fornitore di pagamento per gli altri pagamenti.',
        ],
      },
      {
        id: 'returns',
        heading: 'Resi',
        items: [
          'Puoi restituire gli articoli entro {days} giorni dalla consegna; [come restituire un articolo](@howToReturn) spiega ogni passaggio.',
          'Gli articoli devono essere non indossati, con le etichette e nella scatola originale.',
          'Le carte regalo digitali non possono essere restituite.',
          'Quando il pacco arriva, ti rimborsiamo gli articoli con il metodo con cui hai pagato.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Garanzia',
        paragraphs: [
          'I prodotti sono garantiti contro i difetti di fabbricazione per {warranty} dalla consegna. Apri una richiesta dall’ordine in [I tuoi ordini](@orders); la sua pagina mostra a che punto è la richiesta.',
        ],
      },
    ],
  },
};
