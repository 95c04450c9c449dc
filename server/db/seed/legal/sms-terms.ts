import type { LegalCopies } from './legal-copy';

/** /{locale}/sms-terms: the copy in every language (links name lib/routes paths: `@contact`…). */
export const smsTermsCopy: LegalCopies = {
  en: {
    title: 'SMS terms',
    description:
      'What you agree to when you sign up for Stride text messages, and how to stop them.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['These terms apply when you agree to receive text messages from Stride.'],
      },
      {
        id: 'what',
        heading: 'What we send',
        items: [
          'When you opt in, we send one text with a link to confirm your number. Nothing else is sent until you follow it.',
          'Once confirmed, you receive recurring marketing texts: Stride news and offers.',
          'We text the mobile number in [your profile](@profile). Text messages are offered only in some countries.',
        ],
      },
      {
        id: 'stop',
        heading: 'How to stop',
        items: [
          'Reply STOP to any of our texts.',
          'Or turn text messages off in [your communication preferences](@communication); it takes effect at once.',
          'If you opt in again later, we send a new confirmation link.',
        ],
      },
      {
        id: 'costs',
        heading: 'Costs',
        paragraphs: [
          'Stride does not charge for its texts, but message and data rates may apply, depending on your mobile plan.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Your number and your consent',
        paragraphs: [
          'We keep your consent with the dates you gave, confirmed or withdrew it, as the [privacy policy](@privacy) explains. Questions? [Contact us](@contact).',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions SMS',
    description:
      'Ce que vous acceptez en vous inscrivant aux SMS de Stride, et comment les arrêter.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Ces conditions s’appliquent lorsque vous acceptez de recevoir des SMS de Stride.',
        ],
      },
      {
        id: 'what',
        heading: 'Ce que nous envoyons',
        items: [
          'Lorsque vous vous inscrivez, nous envoyons un SMS avec un lien pour confirmer votre numéro. Rien d’autre n’est envoyé tant que vous ne l’avez pas suivi.',
          'Une fois la confirmation faite, vous recevez des SMS marketing réguliers : actualités et offres Stride.',
          'Nous écrivons au numéro de mobile de [votre profil](@profile). Les SMS ne sont proposés que dans certains pays.',
        ],
      },
      {
        id: 'stop',
        heading: 'Comment arrêter',
        items: [
          'Répondez STOP à l’un de nos SMS.',
          'Ou désactivez les SMS dans [vos préférences de communication](@communication) ; c’est immédiat.',
          'Si vous vous réinscrivez plus tard, nous envoyons un nouveau lien de confirmation.',
        ],
      },
      {
        id: 'costs',
        heading: 'Coûts',
        paragraphs: [
          'Stride ne facture pas ses SMS, mais des frais de messagerie et de données peuvent s’appliquer selon votre forfait mobile.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Votre numéro et votre consentement',
        paragraphs: [
          'Nous conservons votre consentement avec les dates auxquelles vous l’avez donné, confirmé ou retiré, comme l’explique la [politique de confidentialité](@privacy). Une question ? [Contactez-nous](@contact).',
        ],
      },
    ],
  },
  de: {
    title: 'SMS-Bedingungen',
    description:
      'Wozu Sie zustimmen, wenn Sie SMS von Stride abonnieren, und wie Sie sie abbestellen.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['Diese Bedingungen gelten, wenn Sie zustimmen, SMS von Stride zu erhalten.'],
      },
      {
        id: 'what',
        heading: 'Was wir senden',
        items: [
          'Wenn Sie zustimmen, senden wir eine SMS mit einem Link zur Bestätigung Ihrer Nummer. Bis Sie ihm folgen, wird nichts anderes gesendet.',
          'Nach der Bestätigung erhalten Sie regelmäßig Werbe-SMS: Neuigkeiten und Angebote von Stride.',
          'Wir schreiben an die Mobilnummer in [Ihrem Profil](@profile). SMS werden nur in einigen Ländern angeboten.',
        ],
      },
      {
        id: 'stop',
        heading: 'So beenden Sie den Empfang',
        items: [
          'Antworten Sie STOP auf eine unserer SMS.',
          'Oder schalten Sie SMS in [Ihren Kommunikationseinstellungen](@communication) ab; das gilt sofort.',
          'Stimmen Sie später erneut zu, senden wir einen neuen Bestätigungslink.',
        ],
      },
      {
        id: 'costs',
        heading: 'Kosten',
        paragraphs: [
          'Stride berechnet nichts für seine SMS, je nach Mobilfunktarif können jedoch Gebühren für Nachrichten und Daten anfallen.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Ihre Nummer und Ihre Einwilligung',
        paragraphs: [
          'Wir speichern Ihre Einwilligung mit den Daten, an denen Sie sie erteilt, bestätigt oder widerrufen haben, wie in der [Datenschutzerklärung](@privacy) beschrieben. Fragen? [Kontaktieren Sie uns](@contact).',
        ],
      },
    ],
  },
  it: {
    title: 'Condizioni SMS',
    description: 'Che cosa accetti quando ti iscrivi agli SMS di Stride, e come interromperli.',
    sections: [
      {
        id: 'intro',
        paragraphs: ['Queste condizioni si applicano quando accetti di ricevere SMS da Stride.'],
      },
      {
        id: 'what',
        heading: 'Che cosa inviamo',
        items: [
          'Quando ti iscrivi, inviamo un SMS con un link per confermare il tuo numero. Non inviamo altro finché non lo apri.',
          'Dopo la conferma ricevi SMS di marketing ricorrenti: novità e offerte Stride.',
          'Scriviamo al numero di cellulare del [tuo profilo](@profile). Gli SMS sono disponibili solo in alcuni paesi.',
        ],
      },
      {
        id: 'stop',
        heading: 'Come interromperli',
        items: [
          'Rispondi STOP a uno qualsiasi dei nostri SMS.',
          'Oppure disattiva gli SMS nelle [preferenze di comunicazione](@communication); l’effetto è immediato.',
          'Se in seguito ti iscrivi di nuovo, inviamo un nuovo link di conferma.',
        ],
      },
      {
        id: 'costs',
        heading: 'Costi',
        paragraphs: [
          'Stride non addebita nulla per i suoi SMS, ma potrebbero essere applicati costi per messaggi e dati in base al tuo piano telefonico.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Il tuo numero e il tuo consenso',
        paragraphs: [
          'Conserviamo il tuo consenso con le date in cui lo hai dato, confermato o revocato, come spiega l’[informativa sulla privacy](@privacy). Domande? [Contattaci](@contact).',
        ],
      },
    ],
  },
};
