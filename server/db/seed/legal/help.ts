import type { LegalCopies } from './legal-copy';

/** /{locale}/help: the hub; the pages under it are listed below its text (getChildren). */
export const helpCopy: LegalCopies = {
  en: {
    title: 'Help',
    description: 'Delivery, returns, your orders and how to reach Stride customer service.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Find answers about delivery and returns below. Track an order on the [order status page](@status), or see all of them in [your orders](@orders).',
          'Still need help? [Contact us](@contact) or [find a store](@stores).',
        ],
      },
    ],
  },
  fr: {
    title: 'Aide',
    description: 'Livraison, retours, vos commandes et comment joindre le service client Stride.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Retrouvez ci-dessous les réponses sur la livraison et les retours. Suivez une commande sur la [page de suivi de commande](@status), ou retrouvez-les toutes dans [vos commandes](@orders).',
          'Besoin d’aide ? [Contactez-nous](@contact) ou [trouvez un magasin](@stores).',
        ],
      },
    ],
  },
  de: {
    title: 'Hilfe',
    description:
      'Lieferung, Rücksendungen, Ihre Bestellungen und wie Sie den Stride-Kundenservice erreichen.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Hier finden Sie Antworten zu Lieferung und Rücksendung. Verfolgen Sie eine Bestellung auf der [Bestellstatus-Seite](@status) oder sehen Sie alle unter [Ihre Bestellungen](@orders) an.',
          'Noch Fragen? [Kontaktieren Sie uns](@contact) oder [finden Sie einen Store](@stores).',
        ],
      },
    ],
  },
  it: {
    title: 'Assistenza',
    description: 'Consegna, resi, i tuoi ordini e come contattare il servizio clienti Stride.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Qui sotto trovi le risposte su consegna e resi. Segui un ordine nella [pagina stato dell’ordine](@status) o trovali tutti in [i tuoi ordini](@orders).',
          'Serve altro aiuto? [Contattaci](@contact) o [trova un negozio](@stores).',
        ],
      },
    ],
  },
};
