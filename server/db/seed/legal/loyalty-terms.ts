import type { LegalCopies } from './legal-copy';

/** /{locale}/loyalty-terms: the copy in every language (links name lib/routes paths: `@contact`…). */
export const loyaltyTermsCopy: LegalCopies = {
  en: {
    title: 'Stride Members terms',
    description:
      'How Stride Members works: joining, earning and spending points, and when points are taken back.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Stride Members is Stride’s loyalty programme. These terms explain how points are earned, spent and taken back.',
        ],
      },
      {
        id: 'membership',
        heading: 'Membership',
        items: [
          'Membership is free and open to anyone with a Stride account.',
          'Your member number, your points and their history are in [your account](@loyalty).',
          'To leave the programme, [contact us](@contact).',
        ],
      },
      {
        id: 'earning',
        heading: 'Earning points',
        items: [
          'You earn {points} points for every whole {unit} an order costs you, after vouchers and reward codes are taken off.',
          '{whenNoEarning}Orders earn no points at the moment.',
          'Points are added when the order is placed.',
          'Orders placed before you joined earn no points.',
        ],
      },
      {
        id: 'vouchers',
        heading: 'Spending points',
        items: [
          'Points turn into vouchers in these steps: {ladder}.',
          'Choose a voucher when you pay; it is taken off that order. Vouchers cannot be exchanged for cash.',
          'If the payment fails, the points come back.',
        ],
      },
      {
        id: 'take-back',
        heading: 'When points are taken back',
        items: [
          'Cancelling an order takes back the points it earned and gives back the points spent on it.',
          'A refunded return takes back the points the order earned, in proportion to the refund.',
          'Your balance never goes below zero: points already spent on a voucher stay spent.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Free shipping',
        paragraphs: ['{whenMemberFreeShipping}Members get free standard shipping on every order.'],
      },
      {
        id: 'changes',
        heading: 'Changes',
        paragraphs: [
          'When these terms change, the date at the top of this page changes with them.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions de Stride Members',
    description:
      'Le fonctionnement de Stride Members : adhésion, gain et utilisation des points, et cas où les points sont repris.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Stride Members est le programme de fidélité de Stride. Ces conditions expliquent comment les points sont gagnés, utilisés et repris.',
        ],
      },
      {
        id: 'membership',
        heading: 'Adhésion',
        items: [
          'L’adhésion est gratuite et ouverte à toute personne ayant un compte Stride.',
          'Votre numéro de membre, vos points et leur historique se trouvent dans [votre compte](@loyalty).',
          'Pour quitter le programme, [contactez-nous](@contact).',
        ],
      },
      {
        id: 'earning',
        heading: 'Gagner des points',
        items: [
          'Vous gagnez {points} points pour chaque tranche entière de {unit} que vous coûte une commande, après déduction des bons et codes de récompense.',
          '{whenNoEarning}Les commandes ne rapportent actuellement aucun point.',
          'Les points sont crédités lorsque la commande est passée.',
          'Les commandes passées avant votre adhésion ne rapportent pas de points.',
        ],
      },
      {
        id: 'vouchers',
        heading: 'Utiliser vos points',
        items: [
          'Les points se transforment en bons selon ces paliers : {ladder}.',
          'Choisissez un bon au moment du paiement ; il est déduit de cette commande. Les bons ne peuvent pas être échangés contre de l’argent.',
          'Si le paiement échoue, les points vous sont rendus.',
        ],
      },
      {
        id: 'take-back',
        heading: 'Quand les points sont repris',
        items: [
          'L’annulation d’une commande reprend les points qu’elle a rapportés et rend les points utilisés pour elle.',
          'Un retour remboursé reprend les points rapportés par la commande, en proportion du remboursement.',
          'Votre solde ne descend jamais sous zéro : les points déjà utilisés pour un bon restent utilisés.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Livraison offerte',
        paragraphs: [
          '{whenMemberFreeShipping}Les membres bénéficient de la livraison standard offerte sur chaque commande.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications',
        paragraphs: [
          'Lorsque ces conditions changent, la date en haut de cette page change avec elles.',
        ],
      },
    ],
  },
  de: {
    title: 'Bedingungen von Stride Members',
    description:
      'So funktioniert Stride Members: Teilnahme, Punkte sammeln und einlösen, und wann Punkte abgezogen werden.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Stride Members ist das Treueprogramm von Stride. Diese Bedingungen erklären, wie Punkte gesammelt, eingelöst und abgezogen werden.',
        ],
      },
      {
        id: 'membership',
        heading: 'Mitgliedschaft',
        items: [
          'Die Mitgliedschaft ist kostenlos und steht allen mit einem Stride-Konto offen.',
          'Ihre Mitgliedsnummer, Ihre Punkte und deren Verlauf finden Sie in [Ihrem Konto](@loyalty).',
          'Um das Programm zu verlassen, [kontaktieren Sie uns](@contact).',
        ],
      },
      {
        id: 'earning',
        heading: 'Punkte sammeln',
        items: [
          'Sie erhalten {points} Punkte je volle {unit}, die Sie für eine Bestellung bezahlen, nach Abzug von Gutscheinen und Prämiencodes.',
          '{whenNoEarning}Bestellungen bringen derzeit keine Punkte.',
          'Die Punkte werden gutgeschrieben, sobald die Bestellung aufgegeben ist.',
          'Bestellungen vor Ihrem Beitritt bringen keine Punkte.',
        ],
      },
      {
        id: 'vouchers',
        heading: 'Punkte einlösen',
        items: [
          'Punkte werden in diesen Stufen zu Gutscheinen: {ladder}.',
          'Wählen Sie beim Bezahlen einen Gutschein; er wird von dieser Bestellung abgezogen. Gutscheine können nicht in Bargeld umgetauscht werden.',
          'Schlägt die Zahlung fehl, erhalten Sie die Punkte zurück.',
        ],
      },
      {
        id: 'take-back',
        heading: 'Wann Punkte abgezogen werden',
        items: [
          'Eine Stornierung zieht die mit der Bestellung gesammelten Punkte ab und gibt die dafür eingelösten Punkte zurück.',
          'Eine erstattete Rücksendung zieht die mit der Bestellung gesammelten Punkte im Verhältnis zur Erstattung ab.',
          'Ihr Punktestand wird nie negativ: bereits für einen Gutschein eingelöste Punkte bleiben eingelöst.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Kostenloser Versand',
        paragraphs: [
          '{whenMemberFreeShipping}Mitglieder erhalten bei jeder Bestellung kostenlosen Standardversand.',
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen',
        paragraphs: [
          'Ändern sich diese Bedingungen, ändert sich das Datum oben auf dieser Seite mit.',
        ],
      },
    ],
  },
  it: {
    title: 'Termini di Stride Members',
    description:
      'Come funziona Stride Members: iscrizione, raccolta e utilizzo dei punti, e quando i punti vengono tolti.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Stride Members è il programma fedeltà di Stride. Questi termini spiegano come si ottengono, si usano e vengono tolti i punti.',
        ],
      },
      {
        id: 'membership',
        heading: 'Iscrizione',
        items: [
          'L’iscrizione è gratuita e aperta a chiunque abbia un account Stride.',
          'Il tuo numero di socio, i tuoi punti e il loro storico sono nel [tuo account](@loyalty).',
          'Per lasciare il programma, [contattaci](@contact).',
        ],
      },
      {
        id: 'earning',
        heading: 'Ottenere punti',
        items: [
          'Ottieni {points} punti per ogni {unit} intero speso in un ordine, al netto di buoni e codici premio.',
          '{whenNoEarning}Al momento gli ordini non danno punti.',
          'I punti vengono accreditati quando l’ordine è effettuato.',
          'Gli ordini effettuati prima dell’iscrizione non danno punti.',
        ],
      },
      {
        id: 'vouchers',
        heading: 'Usare i punti',
        items: [
          'I punti diventano buoni secondo questi scaglioni: {ladder}.',
          'Scegli un buono al momento del pagamento; viene scalato da quell’ordine. I buoni non possono essere convertiti in denaro.',
          'Se il pagamento non va a buon fine, i punti ti vengono restituiti.',
        ],
      },
      {
        id: 'take-back',
        heading: 'Quando i punti vengono tolti',
        items: [
          'L’annullamento di un ordine toglie i punti che ha dato e restituisce i punti usati per esso.',
          'Un reso rimborsato toglie i punti dati dall’ordine, in proporzione al rimborso.',
          'Il tuo saldo non scende mai sotto zero: i punti già usati per un buono restano usati.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Spedizione gratuita',
        paragraphs: [
          '{whenMemberFreeShipping}I soci hanno la spedizione standard gratuita su ogni ordine.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifiche',
        paragraphs: [
          'Quando questi termini cambiano, cambia anche la data in cima a questa pagina.',
        ],
      },
    ],
  },
};
