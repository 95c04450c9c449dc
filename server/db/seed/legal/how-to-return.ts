import type { LegalCopies } from './legal-copy';

/** /{locale}/help/returns/how-to-return: the return process, step by step. */
export const howToReturnCopy: LegalCopies = {
  en: {
    title: 'How to return an item',
    description: 'You can return items within {days} days of delivery.',
    sections: [
      { id: 'intro', paragraphs: ['You can return items within {days} days of delivery.'] },
      {
        id: 'steps',
        heading: 'Step by step',
        numbered: true,
        items: [
          'Sign in and open the order in [your orders](@orders).',
          'Choose “Start a return”, then the items, how many of each and why.',
          'Download the return label (PDF) and print it.',
          'Pack the items, attach the label and hand the parcel to the carrier within {days} days of delivery.',
          'Once the parcel arrives we refund you the way you paid, and the order shows the refund.',
        ],
      },
      {
        id: 'rules',
        heading: 'Good to know',
        items: [
          'The return window is {days} days from the day of delivery.',
          'Items must be unworn, with their tags and in their original box.',
          'Digital gift cards cannot be returned.',
          'Refunds go back where the money came from: your card or payment account, gift card or loyalty points.',
        ],
      },
      {
        id: 'guest',
        heading: 'Ordered as a guest?',
        paragraphs: [
          'Find your order on the [order status page](@status), or [contact us](@contact) and we will send you a return label.',
        ],
      },
    ],
  },
  fr: {
    title: 'Comment retourner un article',
    description: 'Vous pouvez retourner des articles dans les {days} jours suivant la livraison.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Vous pouvez retourner des articles dans les {days} jours suivant la livraison.',
        ],
      },
      {
        id: 'steps',
        heading: 'Étape par étape',
        numbered: true,
        items: [
          'Connectez-vous et ouvrez la commande dans [vos commandes](@orders).',
          'Choisissez « Retourner des articles », puis les articles, leur quantité et la raison.',
          'Téléchargez l’étiquette de retour (PDF) et imprimez-la.',
          'Emballez les articles, collez l’étiquette et remettez le colis au transporteur dans les {days} jours suivant la livraison.',
          'Dès réception du colis, nous vous remboursons selon votre moyen de paiement, et la commande affiche le remboursement.',
        ],
      },
      {
        id: 'rules',
        heading: 'Bon à savoir',
        items: [
          'Le délai de retour est de {days} jours à compter de la livraison.',
          'Les articles doivent être non portés, avec leurs étiquettes et dans leur boîte d’origine.',
          'Les cartes cadeaux numériques ne peuvent pas être retournées.',
          'Le remboursement revient là d’où vient l’argent : votre carte ou compte de paiement, votre carte cadeau ou vos points de fidélité.',
        ],
      },
      {
        id: 'guest',
        heading: 'Commandé en tant qu’invité ?',
        paragraphs: [
          'Retrouvez votre commande sur la page [suivi de commande](@status), ou [contactez-nous](@contact) et nous vous enverrons une étiquette de retour.',
        ],
      },
    ],
  },
  de: {
    title: 'So senden Sie Artikel zurück',
    description: 'Sie können Artikel innerhalb von {days} Tagen nach der Zustellung zurücksenden.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Sie können Artikel innerhalb von {days} Tagen nach der Zustellung zurücksenden.',
        ],
      },
      {
        id: 'steps',
        heading: 'Schritt für Schritt',
        numbered: true,
        items: [
          'Melden Sie sich an und öffnen Sie die Bestellung unter [Ihre Bestellungen](@orders).',
          'Wählen Sie „Rücksendung starten“, dann die Artikel, die Menge und den Grund.',
          'Laden Sie das Rücksendeetikett (PDF) herunter und drucken Sie es aus.',
          'Verpacken Sie die Artikel, bringen Sie das Etikett an und geben Sie das Paket innerhalb von {days} Tagen nach der Zustellung beim Versanddienst ab.',
          'Sobald das Paket ankommt, erstatten wir den Betrag auf dem Weg, auf dem Sie bezahlt haben, und die Bestellung zeigt die Erstattung.',
        ],
      },
      {
        id: 'rules',
        heading: 'Gut zu wissen',
        items: [
          'Die Rückgabefrist beträgt {days} Tage ab dem Tag der Zustellung.',
          'Artikel müssen ungetragen sein, mit Etiketten und im Originalkarton.',
          'Digitale Geschenkkarten können nicht zurückgegeben werden.',
          'Erstattungen gehen dorthin zurück, woher das Geld kam: auf Ihre Karte oder Ihr Zahlungskonto, Ihre Geschenkkarte oder Ihre Treuepunkte.',
        ],
      },
      {
        id: 'guest',
        heading: 'Als Gast bestellt?',
        paragraphs: [
          'Finden Sie Ihre Bestellung auf der Seite [Bestellstatus](@status), oder [kontaktieren Sie uns](@contact), und wir senden Ihnen ein Rücksendeetikett.',
        ],
      },
    ],
  },
  it: {
    title: 'Come restituire un articolo',
    description: 'Puoi restituire gli articoli entro {days} giorni dalla consegna.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['Puoi restituire gli articoli entro {days} giorni dalla consegna.'],
      },
      {
        id: 'steps',
        heading: 'Passo dopo passo',
        numbered: true,
        items: [
          'Accedi e apri l’ordine in [I tuoi ordini](@orders).',
          'Scegli «Avvia un reso», poi gli articoli, la quantità e il motivo.',
          'Scarica l’etichetta di reso (PDF) e stampala.',
          'Imballa gli articoli, attacca l’etichetta e consegna il pacco al corriere entro {days} giorni dalla consegna.',
          'Appena arriva il pacco ti rimborsiamo con il metodo con cui hai pagato, e l’ordine mostra il rimborso.',
        ],
      },
      {
        id: 'rules',
        heading: 'Buono a sapersi',
        items: [
          'Il periodo per il reso è di {days} giorni dal giorno della consegna.',
          'Gli articoli devono essere non indossati, con le etichette e nella scatola originale.',
          'Le carte regalo digitali non possono essere restituite.',
          'Il rimborso torna da dove è arrivato il denaro: la tua carta o il tuo conto di pagamento, la carta regalo o i punti fedeltà.',
        ],
      },
      {
        id: 'guest',
        heading: 'Hai ordinato come ospite?',
        paragraphs: [
          'Trova il tuo ordine nella pagina [stato dell’ordine](@status), oppure [contattaci](@contact) e ti invieremo un’etichetta di reso.',
        ],
      },
    ],
  },
};
