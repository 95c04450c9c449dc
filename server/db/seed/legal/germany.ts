import type { LegalCopy } from './legal-copy';
import { saleTermsCopy } from './sale-terms';

/** /de-de/impressum: who runs the store (§ 5 DDG), from the SELLER_* settings. */
export const impressumCopy: LegalCopy = {
  title: 'Impressum',
  description:
    'Anbieterkennzeichnung des Stride-Shops: Anbieter, Anschrift, Kontakt und Umsatzsteuer-ID.',
  sections: [
    { id: 'provider', heading: 'Anbieter', paragraphs: ['{seller}', '{address}'] },
    {
      id: 'contact',
      heading: 'Kontakt',
      items: [
        'E-Mail: [{email}](mailto:{email})',
        'Kontaktformular: [Kontakt aufnehmen](@contact)',
      ],
    },
    {
      id: 'vat',
      heading: 'Umsatzsteuer',
      paragraphs: ['Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vatId}'],
    },
  ],
};

/** /de-de/agb: the terms of sale in German, with the statutory right of withdrawal. */
export const agbCopy: LegalCopy = {
  ...saleTermsCopy.de,
  title: 'Allgemeine Geschäftsbedingungen (AGB)',
  sections: [
    ...saleTermsCopy.de.sections,
    {
      id: 'withdrawal',
      heading: 'Widerrufsrecht',
      paragraphs: [
        'Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Die [Widerrufsbelehrung](@widerruf) erklärt es und enthält das Muster-Widerrufsformular. Die freiwillige Rückgabe innerhalb von {days} Tagen lässt es unberührt.',
      ],
    },
  ],
};

/**
 * /de-de/widerruf: the model withdrawal notice and form of the EGBGB (Anlagen 1 und 2 zu
 * Art. 246a § 1), filled with the seller and the returns address from the settings.
 */
export const widerrufCopy: LegalCopy = {
  title: 'Widerrufsbelehrung',
  description:
    'Ihr Widerrufsrecht von 14 Tagen bei Käufen im Stride-Shop, mit Muster-Widerrufsformular.',
  sections: [
    {
      id: 'right',
      heading: 'Widerrufsrecht',
      paragraphs: [
        'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Werden mehrere Waren einer Bestellung getrennt geliefert, beginnt die Frist an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die letzte Ware in Besitz genommen haben bzw. hat.',
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({seller}, {address}, E-Mail: [{email}](mailto:{email})) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
      ],
    },
    {
      id: 'consequences',
      heading: 'Folgen des Widerrufs',
      paragraphs: [
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
        'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
        'Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an {returnsAddress} zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.',
        'Wir tragen die Kosten der Rücksendung der Waren: Das Rücksendeetikett erhalten Sie bei der Bestellung in [Ihren Bestellungen](@orders).',
        'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
      ],
    },
    {
      id: 'form',
      heading: 'Muster-Widerrufsformular',
      paragraphs: [
        '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
      ],
      items: [
        'An {seller}, {address}, E-Mail: {email}',
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        'Bestellt am (*)/erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Anschrift des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        'Datum',
        '(*) Unzutreffendes streichen.',
      ],
    },
  ],
};
