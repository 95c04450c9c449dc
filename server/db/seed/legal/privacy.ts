import type { LegalCopies } from './legal-copy';

/** /{locale}/privacy: the copy in every language (links name lib/routes paths: `@contact`…). */
export const privacyCopy: LegalCopies = {
  en: {
    title: 'Privacy policy',
    description:
      'What Stride keeps about you when you shop with us, why, and how you can see, change or delete it.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'This policy explains what we keep about you when you use the Stride store, why we keep it, and what you can do about it.',
        ],
      },
      {
        id: 'controller',
        heading: 'Who we are',
        paragraphs: [
          'The store is run by {seller}, {address} (VAT number {vatId}), which is responsible for your data. You can reach us through our [contact form](@contact).',
        ],
      },
      {
        id: 'data',
        heading: 'What we keep',
        items: [
          'Your account: email address, password (only as a one-way hash we cannot read back), name, birth date, phone number and the preferences you choose to give, such as interests and shoe size.',
          'The delivery and billing addresses you save or use at checkout.',
          'Your orders: what you bought, the prices, payments, deliveries, returns, refunds and warranty claims.',
          'Saved cards only as the payment provider’s token, with the brand, last four digits and expiry date you see in your account. We never store a full card number or security code.',
          'Your consents (newsletter by email or text message, the terms you accepted), with the dates you gave, confirmed or withdrew them.',
          'Your favorites, and the lists you choose to share.',
          'The reviews and questions you post, shown publicly with the nickname you choose.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we keep it',
        items: [
          'To take, deliver and look after your orders, including cancellations, returns, refunds and warranty claims.',
          'To run your account, your favorites and, if you join, your Stride Members points.',
          'To send the mails about your orders and the newsletters and texts you asked for.',
          'To protect your account and the store, for example by limiting sign-in attempts.',
          'To keep the records the law requires, such as invoices.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who else sees it',
        paragraphs: ['We share only what each service needs to do its job for us:'],
        items: [
          'the payment provider you pay with receives the payment details and the order’s amount;',
          'the carrier receives the delivery address and the name on the parcel;',
          'the services that send our mails and text messages receive your email address or phone number.',
        ],
      },
      {
        id: 'storage',
        heading: 'Cookies and your browser’s storage',
        paragraphs: [
          'The store uses cookies to keep you signed in and to protect its forms, and your browser’s storage to keep your bag between visits.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your data while your account exists, or for as long as the law requires us to (for example, invoices).',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        items: [
          'See and change your profile, addresses, saved cards and favorites in [your account](@profile) at any time.',
          'Withdraw a consent whenever you like in [your communication preferences](@communication).',
          'Ask for a copy of your data, or for your account and data to be deleted, through our [contact form](@contact). We then keep only what the law requires.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    description:
      'Ce que Stride conserve à votre sujet quand vous faites vos achats chez nous, pourquoi, et comment le consulter, le modifier ou le supprimer.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Cette politique explique ce que nous conservons à votre sujet quand vous utilisez la boutique Stride, pourquoi nous le conservons et ce que vous pouvez faire.',
        ],
      },
      {
        id: 'controller',
        heading: 'Qui nous sommes',
        paragraphs: [
          'La boutique est exploitée par {seller}, {address} (numéro de TVA {vatId}), responsable de vos données. Vous pouvez nous joindre via notre [formulaire de contact](@contact).',
        ],
      },
      {
        id: 'data',
        heading: 'Ce que nous conservons',
        items: [
          'Votre compte : adresse e-mail, mot de passe (uniquement sous forme d’empreinte irréversible que nous ne pouvons pas relire), nom, date de naissance, numéro de téléphone et les préférences que vous choisissez d’indiquer, comme vos centres d’intérêt et votre pointure.',
          'Les adresses de livraison et de facturation que vous enregistrez ou utilisez lors de la commande.',
          'Vos commandes : ce que vous avez acheté, les prix, paiements, livraisons, retours, remboursements et demandes de garantie.',
          'Les cartes enregistrées uniquement sous forme de jeton du prestataire de paiement, avec la marque, les quatre derniers chiffres et la date d’expiration visibles dans votre compte. Nous ne conservons jamais un numéro de carte complet ni un cryptogramme.',
          'Vos consentements (newsletter par e-mail ou SMS, conditions acceptées), avec les dates auxquelles vous les avez donnés, confirmés ou retirés.',
          'Vos favoris et les listes que vous choisissez de partager.',
          'Les avis et questions que vous publiez, affichés publiquement avec le pseudonyme de votre choix.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Pourquoi nous les conservons',
        items: [
          'Pour prendre, livrer et suivre vos commandes, y compris les annulations, retours, remboursements et demandes de garantie.',
          'Pour gérer votre compte, vos favoris et, si vous y adhérez, vos points Stride Members.',
          'Pour envoyer les e-mails concernant vos commandes ainsi que les newsletters et SMS que vous avez demandés.',
          'Pour protéger votre compte et la boutique, par exemple en limitant les tentatives de connexion.',
          'Pour conserver les documents exigés par la loi, comme les factures.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Qui d’autre y a accès',
        paragraphs: [
          'Nous ne partageons que ce dont chaque service a besoin pour travailler pour nous :',
        ],
        items: [
          'le prestataire de paiement que vous utilisez reçoit les données de paiement et le montant de la commande ;',
          'le transporteur reçoit l’adresse de livraison et le nom figurant sur le colis ;',
          'les services qui envoient nos e-mails et SMS reçoivent votre adresse e-mail ou votre numéro de téléphone.',
        ],
      },
      {
        id: 'storage',
        heading: 'Cookies et stockage de votre navigateur',
        paragraphs: [
          'La boutique utilise des cookies pour vous garder connecté et protéger ses formulaires, et le stockage de votre navigateur pour conserver votre panier d’une visite à l’autre.',
        ],
      },
      {
        id: 'retention',
        heading: 'Durée de conservation',
        paragraphs: [
          'Nous conservons vos données tant que votre compte existe, ou aussi longtemps que la loi l’exige (par exemple pour les factures).',
        ],
      },
      {
        id: 'rights',
        heading: 'Vos droits',
        items: [
          'Consultez et modifiez à tout moment votre profil, vos adresses, vos cartes enregistrées et vos favoris dans [votre compte](@profile).',
          'Retirez un consentement quand vous le souhaitez dans [vos préférences de communication](@communication).',
          'Demandez une copie de vos données, ou la suppression de votre compte et de vos données, via notre [formulaire de contact](@contact). Nous ne conservons alors que ce que la loi exige.',
        ],
      },
    ],
  },
  de: {
    title: 'Datenschutzerklärung',
    description:
      'Welche Daten Stride über Sie speichert, wenn Sie bei uns einkaufen, wozu, und wie Sie sie einsehen, ändern oder löschen lassen.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Diese Erklärung beschreibt, welche Daten wir speichern, wenn Sie den Stride-Shop nutzen, wozu wir sie speichern und was Sie tun können.',
        ],
      },
      {
        id: 'controller',
        heading: 'Wer wir sind',
        paragraphs: [
          'Der Shop wird von {seller}, {address} (USt-IdNr. {vatId}) betrieben, die für Ihre Daten verantwortlich ist. Sie erreichen uns über unser [Kontaktformular](@contact).',
        ],
      },
      {
        id: 'data',
        heading: 'Was wir speichern',
        items: [
          'Ihr Konto: E-Mail-Adresse, Passwort (nur als nicht umkehrbarer Hash, den wir nicht zurücklesen können), Name, Geburtsdatum, Telefonnummer und die Vorlieben, die Sie angeben möchten, etwa Interessen und Schuhgröße.',
          'Die Liefer- und Rechnungsadressen, die Sie speichern oder an der Kasse verwenden.',
          'Ihre Bestellungen: was Sie gekauft haben, Preise, Zahlungen, Lieferungen, Rücksendungen, Erstattungen und Garantieanfragen.',
          'Gespeicherte Karten nur als Token des Zahlungsdienstleisters, mit Marke, letzten vier Ziffern und Ablaufdatum, wie Sie sie in Ihrem Konto sehen. Eine vollständige Kartennummer oder einen Sicherheitscode speichern wir nie.',
          'Ihre Einwilligungen (Newsletter per E-Mail oder SMS, akzeptierte Bedingungen) mit den Daten, an denen Sie sie erteilt, bestätigt oder widerrufen haben.',
          'Ihre Favoriten und die Listen, die Sie teilen möchten.',
          'Die Bewertungen und Fragen, die Sie veröffentlichen, öffentlich angezeigt mit dem Spitznamen Ihrer Wahl.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Wozu wir sie speichern',
        items: [
          'Um Ihre Bestellungen anzunehmen, zu liefern und zu betreuen, einschließlich Stornierungen, Rücksendungen, Erstattungen und Garantieanfragen.',
          'Um Ihr Konto, Ihre Favoriten und, wenn Sie teilnehmen, Ihre Stride-Members-Punkte zu führen.',
          'Um E-Mails zu Ihren Bestellungen sowie die Newsletter und SMS zu senden, die Sie angefordert haben.',
          'Um Ihr Konto und den Shop zu schützen, zum Beispiel durch begrenzte Anmeldeversuche.',
          'Um gesetzlich vorgeschriebene Unterlagen wie Rechnungen aufzubewahren.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Wer sie sonst noch sieht',
        paragraphs: [
          'Wir geben nur weiter, was ein Dienst braucht, um seine Aufgabe für uns zu erfüllen:',
        ],
        items: [
          'der Zahlungsdienst, mit dem Sie bezahlen, erhält die Zahlungsdaten und den Bestellbetrag;',
          'der Versanddienst erhält die Lieferadresse und den Namen auf dem Paket;',
          'die Dienste, die unsere E-Mails und SMS versenden, erhalten Ihre E-Mail-Adresse oder Telefonnummer.',
        ],
      },
      {
        id: 'storage',
        heading: 'Cookies und Speicher Ihres Browsers',
        paragraphs: [
          'Der Shop verwendet Cookies, damit Sie angemeldet bleiben und seine Formulare geschützt sind, und den Speicher Ihres Browsers, damit Ihr Warenkorb zwischen zwei Besuchen erhalten bleibt.',
        ],
      },
      {
        id: 'retention',
        heading: 'Wie lange wir sie speichern',
        paragraphs: [
          'Wir speichern Ihre Daten, solange Ihr Konto besteht, oder so lange, wie das Gesetz es verlangt (zum Beispiel bei Rechnungen).',
        ],
      },
      {
        id: 'rights',
        heading: 'Ihre Rechte',
        items: [
          'Sehen und ändern Sie Ihr Profil, Ihre Adressen, gespeicherten Karten und Favoriten jederzeit in [Ihrem Konto](@profile).',
          'Widerrufen Sie eine Einwilligung jederzeit in [Ihren Kommunikationseinstellungen](@communication).',
          'Fordern Sie über unser [Kontaktformular](@contact) eine Kopie Ihrer Daten oder die Löschung Ihres Kontos und Ihrer Daten an. Wir behalten dann nur, was das Gesetz verlangt.',
        ],
      },
    ],
  },
  it: {
    title: 'Informativa sulla privacy',
    description:
      'Quali dati Stride conserva su di te quando acquisti da noi, perché, e come puoi vederli, modificarli o cancellarli.',
    sections: [
      {
        id: 'intro',
        paragraphs: [
          'Questa informativa spiega quali dati conserviamo quando usi il negozio Stride, perché li conserviamo e che cosa puoi fare.',
        ],
      },
      {
        id: 'controller',
        heading: 'Chi siamo',
        paragraphs: [
          'Il negozio è gestito da {seller}, {address} (partita IVA {vatId}), titolare del trattamento dei tuoi dati. Puoi contattarci tramite il nostro [modulo di contatto](@contact).',
        ],
      },
      {
        id: 'data',
        heading: 'Che cosa conserviamo',
        items: [
          'Il tuo account: indirizzo e-mail, password (solo come hash irreversibile che non possiamo rileggere), nome, data di nascita, numero di telefono e le preferenze che scegli di indicare, come interessi e numero di scarpe.',
          'Gli indirizzi di consegna e di fatturazione che salvi o usi al checkout.',
          'I tuoi ordini: che cosa hai acquistato, prezzi, pagamenti, consegne, resi, rimborsi e richieste di garanzia.',
          'Le carte salvate solo come token del fornitore di pagamento, con il circuito, le ultime quattro cifre e la data di scadenza che vedi nel tuo account. Non conserviamo mai il numero completo della carta né il codice di sicurezza.',
          'I tuoi consensi (newsletter via e-mail o SMS, condizioni accettate), con le date in cui li hai dati, confermati o revocati.',
          'I tuoi preferiti e le liste che scegli di condividere.',
          'Le recensioni e le domande che pubblichi, mostrate pubblicamente con il nickname che scegli.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Perché li conserviamo',
        items: [
          'Per ricevere, consegnare e seguire i tuoi ordini, compresi annullamenti, resi, rimborsi e richieste di garanzia.',
          'Per gestire il tuo account, i tuoi preferiti e, se ti iscrivi, i tuoi punti Stride Members.',
          'Per inviarti le e-mail sui tuoi ordini e le newsletter e gli SMS che hai richiesto.',
          'Per proteggere il tuo account e il negozio, ad esempio limitando i tentativi di accesso.',
          'Per conservare i documenti richiesti dalla legge, come le fatture.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Chi altro li vede',
        paragraphs: [
          'Condividiamo solo ciò che serve a ciascun servizio per svolgere il proprio compito per noi:',
        ],
        items: [
          'il fornitore di pagamento che usi riceve i dati di pagamento e l’importo dell’ordine;',
          'il corriere riceve l’indirizzo di consegna e il nome sul pacco;',
          'i servizi che inviano le nostre e-mail e i nostri SMS ricevono il tuo indirizzo e-mail o il tuo numero di telefono.',
        ],
      },
      {
        id: 'storage',
        heading: 'Cookie e memoria del browser',
        paragraphs: [
          'Il negozio usa i cookie per mantenere l’accesso e proteggere i moduli, e la memoria del browser per conservare il carrello tra una visita e l’altra.',
        ],
      },
      {
        id: 'retention',
        heading: 'Per quanto tempo li conserviamo',
        paragraphs: [
          'Conserviamo i tuoi dati finché il tuo account esiste, o per il tempo richiesto dalla legge (ad esempio per le fatture).',
        ],
      },
      {
        id: 'rights',
        heading: 'I tuoi diritti',
        items: [
          'Vedi e modifica in qualsiasi momento profilo, indirizzi, carte salvate e preferiti nel [tuo account](@profile).',
          'Revoca un consenso quando vuoi nelle [preferenze di comunicazione](@communication).',
          'Chiedi una copia dei tuoi dati, o la cancellazione del tuo account e dei tuoi dati, tramite il nostro [modulo di contatto](@contact). Conserveremo solo ciò che la legge richiede.',
        ],
      },
    ],
  },
};
