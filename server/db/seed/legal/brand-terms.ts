import type { LegalCopies } from './legal-copy';

/** /{locale}/brand-terms: the copy in every language (links name lib/routes paths: `@contact`…). */
export const brandTermsCopy: LegalCopies = {
  en: {
    title: 'Terms of use',
    description: 'The rules for using the Stride website and your Stride account.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'These terms apply when you use the Stride website and your account. Orders are covered by the [terms of sale](@saleTerms), your data by the [privacy policy](@privacy).',
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        items: [
          'You must meet the minimum age the sign-up form asks for in your country.',
          'Keep your details accurate and up to date.',
          'Keep your password to yourself. After too many wrong attempts, signing in is blocked for a while to protect you.',
          'An account belongs to one person.',
        ],
      },
      {
        id: 'use',
        heading: 'Using the site',
        items: [
          'Shop for yourself or for gifts, not to resell.',
          'Do not try to get around prices, limits or security checks.',
          'Do not use bots or scripts to read the site or place orders.',
        ],
      },
      {
        id: 'content',
        heading: 'Reviews and questions',
        items: [
          'What you post is public, with the nickname you choose. Post your own honest experience, and nothing unlawful, offensive or about other people’s private lives.',
          'We may remove anything that breaks these terms.',
        ],
      },
      {
        id: 'brand',
        heading: 'Our brand',
        paragraphs: [
          'The Stride name and logo, our product designs, photos and texts belong to Stride. Do not use them without our written permission.',
        ],
      },
      {
        id: 'ending',
        heading: 'Closing an account',
        paragraphs: [
          'You can ask us to close your account at any time through our [contact form](@contact). We may suspend an account that breaks these terms.',
        ],
      },
      {
        id: 'other',
        heading: 'Changes',
        paragraphs: [
          'When these terms change, the date at the top of this page changes with them. Questions? [Contact us](@contact).',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation',
    description: 'Les règles d’utilisation du site Stride et de votre compte Stride.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Ces conditions s’appliquent lorsque vous utilisez le site Stride et votre compte. Les commandes relèvent des [conditions générales de vente](@saleTerms), vos données de la [politique de confidentialité](@privacy).',
        ],
      },
      {
        id: 'account',
        heading: 'Votre compte',
        items: [
          'Vous devez avoir l’âge minimum demandé par le formulaire d’inscription dans votre pays.',
          'Gardez vos informations exactes et à jour.',
          'Gardez votre mot de passe pour vous. Après trop de tentatives erronées, la connexion est bloquée un moment pour vous protéger.',
          'Un compte appartient à une seule personne.',
        ],
      },
      {
        id: 'use',
        heading: 'Utiliser le site',
        items: [
          'Achetez pour vous ou pour offrir, pas pour revendre.',
          'N’essayez pas de contourner les prix, les limites ou les contrôles de sécurité.',
          'N’utilisez pas de robots ni de scripts pour lire le site ou passer des commandes.',
        ],
      },
      {
        id: 'content',
        heading: 'Avis et questions',
        items: [
          'Ce que vous publiez est public, avec le pseudonyme de votre choix. Partagez votre propre expérience, honnêtement, et rien d’illégal, d’offensant ou touchant à la vie privée d’autrui.',
          'Nous pouvons retirer tout contenu qui enfreint ces conditions.',
        ],
      },
      {
        id: 'brand',
        heading: 'Notre marque',
        paragraphs: [
          'Le nom et le logo Stride, les designs de nos produits, nos photos et nos textes appartiennent à Stride. Ne les utilisez pas sans notre autorisation écrite.',
        ],
      },
      {
        id: 'ending',
        heading: 'Fermer un compte',
        paragraphs: [
          'Vous pouvez nous demander de fermer votre compte à tout moment via notre [formulaire de contact](@contact). Nous pouvons suspendre un compte qui enfreint ces conditions.',
        ],
      },
      {
        id: 'other',
        heading: 'Modifications',
        paragraphs: [
          'Lorsque ces conditions changent, la date en haut de cette page change avec elles. Une question ? [Contactez-nous](@contact).',
        ],
      },
    ],
  },
  de: {
    title: 'Nutzungsbedingungen',
    description: 'Die Regeln für die Nutzung der Stride-Website und Ihres Stride-Kontos.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Diese Bedingungen gelten, wenn Sie die Stride-Website und Ihr Konto nutzen. Für Bestellungen gelten die [Allgemeinen Verkaufsbedingungen](@saleTerms), für Ihre Daten die [Datenschutzerklärung](@privacy).',
        ],
      },
      {
        id: 'account',
        heading: 'Ihr Konto',
        items: [
          'Sie müssen das Mindestalter erreicht haben, das das Registrierungsformular in Ihrem Land verlangt.',
          'Halten Sie Ihre Angaben richtig und aktuell.',
          'Behalten Sie Ihr Passwort für sich. Nach zu vielen Fehlversuchen wird die Anmeldung zu Ihrem Schutz eine Zeit lang gesperrt.',
          'Ein Konto gehört einer einzigen Person.',
        ],
      },
      {
        id: 'use',
        heading: 'Die Website nutzen',
        items: [
          'Kaufen Sie für sich oder als Geschenk, nicht zum Weiterverkauf.',
          'Versuchen Sie nicht, Preise, Grenzen oder Sicherheitsprüfungen zu umgehen.',
          'Verwenden Sie keine Bots oder Skripte, um die Website auszulesen oder Bestellungen aufzugeben.',
        ],
      },
      {
        id: 'content',
        heading: 'Bewertungen und Fragen',
        items: [
          'Was Sie veröffentlichen, ist öffentlich, mit dem Spitznamen Ihrer Wahl. Teilen Sie Ihre eigene, ehrliche Erfahrung und nichts Rechtswidriges, Beleidigendes oder aus dem Privatleben anderer.',
          'Wir können alles entfernen, was gegen diese Bedingungen verstößt.',
        ],
      },
      {
        id: 'brand',
        heading: 'Unsere Marke',
        paragraphs: [
          'Der Name und das Logo Stride, unsere Produktdesigns, Fotos und Texte gehören Stride. Verwenden Sie sie nicht ohne unsere schriftliche Erlaubnis.',
        ],
      },
      {
        id: 'ending',
        heading: 'Ein Konto schließen',
        paragraphs: [
          'Sie können uns jederzeit über unser [Kontaktformular](@contact) bitten, Ihr Konto zu schließen. Wir können ein Konto sperren, das gegen diese Bedingungen verstößt.',
        ],
      },
      {
        id: 'other',
        heading: 'Änderungen',
        paragraphs: [
          'Ändern sich diese Bedingungen, ändert sich das Datum oben auf dieser Seite mit. Fragen? [Kontaktieren Sie uns](@contact).',
        ],
      },
    ],
  },
  it: {
    title: 'Condizioni d’uso',
    description: 'Le regole per l’uso del sito Stride e del tuo account Stride.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Queste condizioni si applicano quando usi il sito Stride e il tuo account. Gli ordini sono regolati dalle [condizioni di vendita](@saleTerms), i tuoi dati dall’[informativa sulla privacy](@privacy).',
        ],
      },
      {
        id: 'account',
        heading: 'Il tuo account',
        items: [
          'Devi avere l’età minima richiesta dal modulo di registrazione nel tuo paese.',
          'Mantieni i tuoi dati corretti e aggiornati.',
          'Tieni la password per te. Dopo troppi tentativi errati, l’accesso viene bloccato per un po’ per proteggerti.',
          'Un account appartiene a una sola persona.',
        ],
      },
      {
        id: 'use',
        heading: 'Usare il sito',
        items: [
          'Acquista per te o per fare regali, non per rivendere.',
          'Non cercare di aggirare prezzi, limiti o controlli di sicurezza.',
          'Non usare bot o script per leggere il sito o effettuare ordini.',
        ],
      },
      {
        id: 'content',
        heading: 'Recensioni e domande',
        items: [
          'Ciò che pubblichi è pubblico, con il nickname che scegli. Racconta la tua esperienza in modo onesto e non pubblicare nulla di illecito, offensivo o relativo alla vita privata di altri.',
          'Possiamo rimuovere qualsiasi contenuto che violi queste condizioni.',
        ],
      },
      {
        id: 'brand',
        heading: 'Il nostro marchio',
        paragraphs: [
          'Il nome e il logo Stride, i design dei nostri prodotti, le foto e i testi appartengono a Stride. Non usarli senza il nostro permesso scritto.',
        ],
      },
      {
        id: 'ending',
        heading: 'Chiudere un account',
        paragraphs: [
          'Puoi chiederci in qualsiasi momento di chiudere il tuo account tramite il nostro [modulo di contatto](@contact). Possiamo sospendere un account che viola queste condizioni.',
        ],
      },
      {
        id: 'other',
        heading: 'Modifiche',
        paragraphs: [
          'Quando queste condizioni cambiano, cambia anche la data in cima a questa pagina. Domande? [Contattaci](@contact).',
        ],
      },
    ],
  },
};
