import { formatMoney, toMajor } from '@/lib/format/money';
import { countryOf, settingsFor, type Locale } from '@/lib/i18n/locales';
import { applicableServices, type DeliveryService } from '@/server/cart/delivery-services';
import type { Language } from '../translated';
import { localeLanguage } from '../translated';
import type { LegalCopy } from './legal-copy';

type ServiceCode = DeliveryService['code'];

interface ShippingWords {
  title: string;
  description: string;
  intro: string;
  methodsHeading: string;
  service: Record<ServiceCode, string>;
  /** How long a service takes: "3–5 days", "1 day". */
  days: (earliest: number, latest: number) => string;
  sameDayArea: Record<string, string>;
  customised: string;
  otherHeading: string;
  other: string[];
}

const sameDayAreas = {
  US: {
    en: 'New York State',
    fr: 'l’État de New York',
    de: 'im Bundesstaat New York',
    it: 'nello Stato di New York',
  },
  GB: {
    en: 'London postcodes E, EC, N, NW, SE, SW, W and WC',
    fr: 'les codes postaux londoniens E, EC, N, NW, SE, SW, W et WC',
    de: 'in den Londoner Postleitzahlbereichen E, EC, N, NW, SE, SW, W und WC',
    it: 'nei CAP di Londra E, EC, N, NW, SE, SW, W e WC',
  },
} as const;

const span = (earliest: number, latest: number, one: string, many: string) =>
  earliest === latest ? `${latest} ${latest === 1 ? one : many}` : `${earliest}–${latest} ${many}`;

const words: Record<Language, ShippingWords> = {
  en: {
    title: 'Shipping and delivery',
    description:
      'Stride’s delivery options, their prices and times, and other ways to get your order.',
    intro:
      'Checkout shows the delivery options for your address and their prices before you pay. Once your order ships, its page in [your orders](@orders) shows the carrier’s tracking link.',
    methodsHeading: 'Home delivery',
    service: { standard: 'Standard', express: 'Express', sameday: 'Same day' },
    days: (earliest, latest) => span(earliest, latest, 'day', 'days'),
    sameDayArea: { US: `only in ${sameDayAreas.US.en}`, GB: `only for ${sameDayAreas.GB.en}` },
    customised:
      'Customised products are made for you: they go by standard delivery at its price and take 10 days longer.',
    otherHeading: 'Other ways to get your order',
    other: [
      'Pick up in store: choose it on the product page or for a line in your bag. Collect today from a store that has your size, or have it sent to a store from our warehouse.',
      'Collection points: where offered, send a line of your bag, or the whole bag at checkout, to a carrier’s pick-up point (parcel shop, locker or post office).',
      'Home delivery cannot go to a PO box.',
      '{whenMemberFreeShipping}[Stride Members](@loyaltyProgramme) get free standard shipping on every order.',
    ],
  },
  fr: {
    title: 'Livraison',
    description:
      'Les modes de livraison Stride, leurs prix et délais, et les autres façons de recevoir votre commande.',
    intro:
      'Au paiement, vous voyez les modes de livraison proposés pour votre adresse et leurs prix. Dès l’expédition, la page de la commande dans [vos commandes](@orders) affiche le lien de suivi du transporteur.',
    methodsHeading: 'Livraison à domicile',
    service: { standard: 'Standard', express: 'Express', sameday: 'Le jour même' },
    days: (earliest, latest) => span(earliest, latest, 'jour', 'jours'),
    sameDayArea: {
      US: `uniquement dans ${sameDayAreas.US.fr}`,
      GB: `uniquement pour ${sameDayAreas.GB.fr}`,
    },
    customised:
      'Les produits personnalisés sont fabriqués pour vous : ils partent en livraison standard, à son prix, avec 10 jours de plus.',
    otherHeading: 'Autres façons de recevoir votre commande',
    other: [
      'Retrait en magasin : choisissez-le sur la page produit ou pour un article de votre panier. Retirez-le le jour même dans un magasin qui a votre taille, ou faites-le envoyer en magasin depuis notre entrepôt.',
      'Points relais : là où ils sont proposés, faites livrer un article de votre panier, ou tout le panier au paiement, dans le point relais d’un transporteur (commerce, consigne ou bureau de poste).',
      'La livraison à domicile n’est pas possible vers une boîte postale.',
      '{whenMemberFreeShipping}Les membres [Stride Members](@loyaltyProgramme) bénéficient de la livraison standard offerte sur chaque commande.',
    ],
  },
  de: {
    title: 'Versand und Lieferung',
    description:
      'Die Lieferoptionen von Stride, ihre Preise und Zeiten und weitere Wege zu Ihrer Bestellung.',
    intro:
      'Im Checkout sehen Sie vor dem Bezahlen die Lieferoptionen für Ihre Adresse und ihre Preise. Sobald die Bestellung versandt ist, zeigt ihre Seite unter [Ihre Bestellungen](@orders) den Link zur Sendungsverfolgung.',
    methodsHeading: 'Lieferung nach Hause',
    service: { standard: 'Standard', express: 'Express', sameday: 'Am selben Tag' },
    days: (earliest, latest) => span(earliest, latest, 'Tag', 'Tage'),
    sameDayArea: { US: `nur ${sameDayAreas.US.de}`, GB: `nur ${sameDayAreas.GB.de}` },
    customised:
      'Personalisierte Produkte werden für Sie gefertigt: Sie gehen per Standardversand zu dessen Preis und brauchen 10 Tage länger.',
    otherHeading: 'Weitere Wege zu Ihrer Bestellung',
    other: [
      'Abholung im Store: Wählen Sie sie auf der Produktseite oder für einen Artikel im Warenkorb. Holen Sie ihn noch heute in einem Store ab, der Ihre Größe hat, oder lassen Sie ihn aus unserem Lager in einen Store schicken.',
      'Abholstellen: Wo angeboten, schicken Sie einen Artikel im Warenkorb oder im Checkout den ganzen Warenkorb an eine Abholstelle eines Versanddienstleisters (Paketshop, Packstation oder Postfiliale).',
      'An Postfächer ist keine Lieferung nach Hause möglich.',
      '{whenMemberFreeShipping}[Stride Members](@loyaltyProgramme) erhalten bei jeder Bestellung kostenlosen Standardversand.',
    ],
  },
  it: {
    title: 'Spedizione e consegna',
    description:
      'Le opzioni di consegna di Stride, prezzi e tempi, e gli altri modi per ricevere il tuo ordine.',
    intro:
      'Al checkout vedi le opzioni di consegna per il tuo indirizzo e i loro prezzi prima di pagare. Quando l’ordine parte, la sua pagina in [i tuoi ordini](@orders) mostra il link di tracciamento del corriere.',
    methodsHeading: 'Consegna a domicilio',
    service: { standard: 'Standard', express: 'Express', sameday: 'In giornata' },
    days: (earliest, latest) => span(earliest, latest, 'giorno', 'giorni'),
    sameDayArea: { US: `solo ${sameDayAreas.US.it}`, GB: `solo ${sameDayAreas.GB.it}` },
    customised:
      'I prodotti personalizzati sono realizzati per te: viaggiano con la consegna standard, al suo prezzo, e richiedono 10 giorni in più.',
    otherHeading: 'Altri modi per ricevere il tuo ordine',
    other: [
      'Ritiro in negozio: sceglilo nella pagina del prodotto o per un articolo del carrello. Ritiralo oggi in un negozio che ha la tua taglia, o fattelo inviare in negozio dal nostro magazzino.',
      'Punti di ritiro: dove disponibili, invia un articolo del carrello, o al checkout tutto il carrello, a un punto di ritiro del corriere (negozio, locker o ufficio postale).',
      'La consegna a domicilio non è possibile verso una casella postale.',
      '{whenMemberFreeShipping}I soci [Stride Members](@loyaltyProgramme) hanno la spedizione standard gratuita su ogni ordine.',
    ],
  },
};

/**
 * /{locale}/help/shipping-and-delivery: the home-delivery services checkout offers in this
 * locale's market (server/cart/delivery-services.ts), with their prices and times.
 */
export function shippingAndDeliveryCopy(locale: Locale): LegalCopy {
  const text = words[localeLanguage(locale)];
  const country = countryOf(locale);
  const { currency } = settingsFor(locale);
  const services = applicableServices('me', country, currency, null);
  const line = (service: DeliveryService) => {
    const area = service.code === 'sameday' ? text.sameDayArea[country] : undefined;
    const price = formatMoney(toMajor(service.priceMinor), currency, locale);
    // Same day says when in its name.
    const when =
      service.latestDays > 0 ? `${text.days(service.earliestDays, service.latestDays)}, ` : '';
    return `${text.service[service.code]}: ${when}${price}${area ? ` (${area})` : ''}.`;
  };
  return {
    title: text.title,
    description: text.description,
    sections: [
      { id: 'intro', paragraphs: [text.intro] },
      { id: 'home', heading: text.methodsHeading, items: [...services.map(line), text.customised] },
      { id: 'other', heading: text.otherHeading, items: text.other },
    ],
  };
}
