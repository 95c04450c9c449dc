import type { LegalCopies } from './legal-copy';

/** /{locale}/associate-discount-terms: the copy in every language (links name lib/routes paths: `@contact`…). */
export const associateDiscountTermsCopy: LegalCopies = {
  en: {
    title: 'Employee discount terms',
    description:
      'The terms of the Stride employee discount: who can use it, its yearly cap and its rules.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'The employee discount is a benefit for Stride employees. These terms apply whenever you use it.',
        ],
      },
      {
        id: 'who',
        heading: 'Who can use it',
        paragraphs: [
          'The discount is for employees with a Stride employee account. You accept these terms once, in the dialog shown after you sign in.',
        ],
      },
      {
        id: 'cap',
        heading: 'The yearly cap',
        items: [
          'Your purchases with the discount are capped at {cap} per calendar year.',
          'Every order you place in the year counts toward the cap, except cancelled ones.',
          'The cap is per currency: orders in {currency} count toward this one.',
          '[Your account](@account) shows how much of the cap you have used this year.',
        ],
      },
      {
        id: 'use',
        heading: 'Rules',
        items: [
          'The discount is for your personal use.',
          'Products bought with the discount must not be resold.',
          'Do not share your account or let anyone else order with it.',
        ],
      },
      {
        id: 'ending',
        heading: 'When the discount ends',
        paragraphs: [
          'The discount ends when you leave Stride. Breaking these terms may end it sooner. Questions? [Contact us](@contact).',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions de la remise employé',
    description:
      'Les conditions de la remise employé Stride : qui peut l’utiliser, son plafond annuel et ses règles.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'La remise employé est un avantage réservé aux employés de Stride. Ces conditions s’appliquent chaque fois que vous l’utilisez.',
        ],
      },
      {
        id: 'who',
        heading: 'Qui peut l’utiliser',
        paragraphs: [
          'La remise est réservée aux employés disposant d’un compte employé Stride. Vous acceptez ces conditions une seule fois, dans la fenêtre affichée après votre connexion.',
        ],
      },
      {
        id: 'cap',
        heading: 'Le plafond annuel',
        items: [
          'Vos achats avec la remise sont plafonnés à {cap} par année civile.',
          'Chaque commande passée dans l’année compte dans le plafond, sauf les commandes annulées.',
          'Le plafond s’applique par devise : les commandes en {currency} comptent dans celui-ci.',
          '[Votre compte](@account) indique la part du plafond utilisée cette année.',
        ],
      },
      {
        id: 'use',
        heading: 'Règles',
        items: [
          'La remise est réservée à votre usage personnel.',
          'Les produits achetés avec la remise ne doivent pas être revendus.',
          'Ne partagez pas votre compte et ne laissez personne d’autre commander avec.',
        ],
      },
      {
        id: 'ending',
        heading: 'Fin de la remise',
        paragraphs: [
          'La remise prend fin lorsque vous quittez Stride. Enfreindre ces conditions peut y mettre fin plus tôt. Une question ? [Contactez-nous](@contact).',
        ],
      },
    ],
  },
  de: {
    title: 'Bedingungen für den Mitarbeiterrabatt',
    description:
      'Die Bedingungen des Stride-Mitarbeiterrabatts: wer ihn nutzen kann, seine jährliche Obergrenze und seine Regeln.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Der Mitarbeiterrabatt ist eine Leistung für Beschäftigte von Stride. Diese Bedingungen gelten bei jeder Nutzung.',
        ],
      },
      {
        id: 'who',
        heading: 'Wer ihn nutzen kann',
        paragraphs: [
          'Der Rabatt gilt für Beschäftigte mit einem Stride-Mitarbeiterkonto. Sie akzeptieren diese Bedingungen einmal, im Dialog, der nach der Anmeldung erscheint.',
        ],
      },
      {
        id: 'cap',
        heading: 'Die jährliche Obergrenze',
        items: [
          'Ihre Einkäufe mit dem Rabatt sind auf {cap} pro Kalenderjahr begrenzt.',
          'Jede Bestellung im Jahr zählt zur Obergrenze, außer stornierte.',
          'Die Obergrenze gilt je Währung: Bestellungen in {currency} zählen zu dieser.',
          '[Ihr Konto](@account) zeigt, wie viel der Obergrenze Sie in diesem Jahr genutzt haben.',
        ],
      },
      {
        id: 'use',
        heading: 'Regeln',
        items: [
          'Der Rabatt ist nur für Ihren persönlichen Gebrauch.',
          'Mit dem Rabatt gekaufte Produkte dürfen nicht weiterverkauft werden.',
          'Teilen Sie Ihr Konto nicht und lassen Sie niemand anderen damit bestellen.',
        ],
      },
      {
        id: 'ending',
        heading: 'Wann der Rabatt endet',
        paragraphs: [
          'Der Rabatt endet, wenn Sie Stride verlassen. Ein Verstoß gegen diese Bedingungen kann ihn früher beenden. Fragen? [Kontaktieren Sie uns](@contact).',
        ],
      },
    ],
  },
  it: {
    title: 'Condizioni dello sconto dipendenti',
    description:
      'Le condizioni dello sconto dipendenti Stride: chi può usarlo, il tetto annuale e le regole.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Lo sconto dipendenti è un vantaggio per chi lavora in Stride. Queste condizioni si applicano ogni volta che lo usi.',
        ],
      },
      {
        id: 'who',
        heading: 'Chi può usarlo',
        paragraphs: [
          'Lo sconto è riservato ai dipendenti con un account dipendente Stride. Accetti queste condizioni una sola volta, nella finestra che compare dopo l’accesso.',
        ],
      },
      {
        id: 'cap',
        heading: 'Il tetto annuale',
        items: [
          'I tuoi acquisti con lo sconto hanno un tetto di {cap} per anno solare.',
          'Ogni ordine effettuato nell’anno conta per il tetto, tranne quelli annullati.',
          'Il tetto vale per valuta: gli ordini in {currency} contano per questo.',
          'Il [tuo account](@account) mostra quanta parte del tetto hai usato quest’anno.',
        ],
      },
      {
        id: 'use',
        heading: 'Regole',
        items: [
          'Lo sconto è solo per uso personale.',
          'I prodotti acquistati con lo sconto non possono essere rivenduti.',
          'Non condividere il tuo account e non lasciare che altri ordinino con esso.',
        ],
      },
      {
        id: 'ending',
        heading: 'Quando lo sconto finisce',
        paragraphs: [
          'Lo sconto finisce quando lasci Stride. Violare queste condizioni può farlo finire prima. Domande? [Contattaci](@contact).',
        ],
      },
    ],
  },
};
