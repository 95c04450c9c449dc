import { link, type FixedCopyOf } from './copy';

export const fixedCopyIt: FixedCopyOf = ({
  paths,
  returnDays,
  freeShippingOver,
  freeSocksOver,
}) => ({
  cart: {
    title: 'Carrello',
    description: 'Gli articoli nel tuo carrello.',
    promise: {
      title: `Resi gratuiti entro ${returnDays} giorni`,
      subtitle: 'I pagamenti sono cifrati ed elaborati in modo sicuro.',
      link: 'Come funzionano i resi',
    },
    help: {
      heading: 'Domande prima di ordinare?',
      items: [
        link('Spedizione e consegna', paths.shipping),
        link('Resi', paths.returns),
        link('Contattaci', paths.contactUs),
      ],
    },
  },
  checkout: {
    title: 'Cassa',
    description: 'Consegna, pagamento e riepilogo.',
    promises: {
      heading: 'Consegna e resi',
      items: [
        `Spedizione standard gratuita per ordini superiori a ${freeShippingOver}.`,
        `Hai cambiato idea? Restituisci gli articoli entro ${returnDays} giorni dalla consegna.`,
        `Domande? Leggi ${link('spedizione e consegna', paths.shipping)} oppure ${link('contattaci', paths.contactUs)}.`,
      ],
    },
  },
  account: {
    title: 'Il mio account',
    description: 'I tuoi ordini, i tuoi dati e la tua iscrizione.',
    loyalty: {
      title: 'Gli Stride Members guadagnano punti su ogni ordine',
      subtitle: 'Trasforma i tuoi punti in buoni alla cassa.',
      link: 'I miei punti',
    },
  },
  accountProfile: {
    title: 'I miei dati',
    description: 'Il tuo nome, i tuoi contatti e le tue preferenze.',
    data: {
      heading: 'Come usiamo i tuoi dati',
      paragraphs: [
        'Usiamo il tuo nome, il tuo indirizzo e-mail e il tuo numero di telefono per gestire il tuo account, consegnare i tuoi ordini e rispondere alle tue domande.',
        `Scegli quali messaggi ricevere nelle ${link('preferenze di comunicazione', paths.communication)}. Per tutto il resto leggi la nostra ${link('informativa sulla privacy', paths.privacy)}.`,
      ],
    },
  },
  contactUs: {
    title: 'Contattaci',
    description: 'Scrivi al servizio clienti.',
    topics: {
      heading: 'Risposte rapide',
      paragraphs: ['Molte domande trovano risposta nelle nostre pagine di aiuto:'],
      items: [
        link('Centro assistenza', paths.help),
        link('Spedizione e consegna', paths.shipping),
        link('Resi', paths.returns),
        link('Come restituire un articolo', paths.howToReturn),
      ],
    },
  },
  error4xx: {
    title: 'Pagina non trovata',
    description: 'Questa pagina non è disponibile.',
    body: {
      paragraphs: [
        'La pagina potrebbe essere stata spostata o il link non è più aggiornato. Prova qui:',
      ],
      items: [
        link('Home page', paths.home),
        link('Uomo', paths.men),
        link('Donna', paths.women),
        link('Bambini', paths.kids),
        link('Saldi', paths.sale),
        link('Centro assistenza', paths.help),
      ],
    },
  },
  orderConfirmation: {
    title: 'Conferma d’ordine',
    description: 'Grazie per il tuo ordine.',
    next: {
      heading: 'Cosa succede ora',
      items: [
        'Ti abbiamo inviato per e-mail la conferma del tuo ordine.',
        `Segui il tuo ordine in qualsiasi momento in ${link('stato dell’ordine', paths.orderStatus)}.`,
        `Qualcosa non va? Puoi restituire gli articoli entro ${returnDays} giorni dalla consegna: ${link('come fare un reso', paths.howToReturn)}.`,
      ],
    },
  },
  search: {
    title: 'Cerca',
    description: 'Cerca scarpe, abbigliamento e accessori.',
    cardsTitle: 'Oppure sfoglia una categoria',
  },
  signUp: {
    title: 'Crea un account',
    description: 'Crea il tuo account Stride.',
    benefits: {
      heading: 'Perché creare un account?',
      items: [
        'Acquista più in fretta con gli indirizzi salvati.',
        'Segui i tuoi ordini e avvia un reso in pochi clic.',
        'Ritrova i tuoi preferiti su ogni dispositivo.',
        `Iscriviti a ${link('Stride Members', paths.loyalty)} per guadagnare punti sui tuoi ordini.`,
      ],
    },
  },
  storeLocator: {
    title: 'Trova un negozio',
    description: 'I negozi Stride vicino a te.',
    services: {
      heading: 'Nei nostri negozi',
      paragraphs: [
        'Prova le ultime scarpe e i nuovi capi e fatti consigliare dal nostro staff.',
        'Molti negozi permettono anche di ritirare gli ordini online o di riceverli in negozio: la pagina di ogni negozio indica cosa offre.',
      ],
    },
  },
  promotions: {
    title: 'Offerte del momento',
    description: 'Tutte le offerte Stride: saldi, sconti sull’abbigliamento e spedizione gratuita.',
    subtitle: 'Prezzi scontati su una selezione di articoli, fino a esaurimento taglie.',
    shopSale: 'Scopri i saldi',
    offers: {
      heading: 'Offerte nel carrello',
      paragraphs: ['Queste offerte si applicano automaticamente nel carrello:'],
      items: [
        `20% sull’abbigliamento ${link('uomo', paths.menClothing)} e ${link('donna', paths.womenClothing)}.`,
        `Calze e cappellini: prendi 3, paghi 2. ${link('Scopri le calze', paths.menSocks)}.`,
        `Spedizione standard gratuita per ordini superiori a ${freeShippingOver}.`,
        `Calze Stride Club in omaggio per ordini superiori a ${freeSocksOver}.`,
      ],
    },
    rail: 'In saldo ora',
  },
  giftCard: {
    title: 'Carte regalo',
    description: 'Carte regalo Stride: inviate per e-mail, da usare online.',
    subtitle: 'Lascia scegliere a loro: carte regalo digitali inviate per e-mail.',
    shop: 'Acquista una carta regalo',
    use: {
      heading: 'Usare una carta regalo',
      items: [
        'Inserisci alla cassa il numero e il PIN della carta per pagare, da sola o insieme a un altro metodo di pagamento.',
        `Controlla il saldo alla cassa con numero e PIN, oppure aggiungi la carta ai tuoi ${link('metodi di pagamento', paths.paymentMethods)}, dove ne vedi il saldo.`,
      ],
    },
  },
  basecamp: {
    title: 'Basecamp',
    description: 'La casa degli Stride Members: punti, buoni e offerte per i membri.',
    intro: {
      heading: 'Benvenuto nell’area membri',
      paragraphs: [
        'Gli Stride Members guadagnano punti su ogni ordine e li trasformano in buoni alla cassa.',
        `Scopri come funziona nella ${link('pagina Stride Members', paths.loyalty)}.`,
      ],
    },
    account: {
      heading: 'Sei già membro?',
      paragraphs: [
        `Trovi punti, buoni e cronologia in ${link('la mia iscrizione', paths.accountLoyalty)}.`,
      ],
    },
  },
  westend: {
    title: 'Stride London Oxford Street',
    description: 'Il nostro flagship store nel West End di Londra.',
    subtitle: 'Il nostro flagship store nel cuore del West End di Londra.',
    visit: 'Orari e indicazioni',
    details: {
      heading: 'Vieni a trovarci',
      paragraphs: [
        '220 Oxford Street, Londra W1C 1DE, Regno Unito.',
        'Prova tutta la gamma di scarpe da running, training e lifestyle e chiedi consiglio al nostro staff.',
      ],
    },
  },
  signInModal: {
    title: 'Accedi',
    description: 'Accedi al tuo account Stride.',
    text: {
      paragraphs: ['Con l’accesso acquisti più in fretta e segui ordini e resi.'],
    },
  },
  signUpModal: {
    title: 'Crea un account',
    description: 'Crea il tuo account Stride.',
    text: { paragraphs: ['Un solo account per i tuoi indirizzi, ordini e preferiti.'] },
  },
  loyaltyModal: {
    title: 'Stride Members',
    description: 'Iscriviti a Stride Members.',
    text: {
      paragraphs: [
        'I membri guadagnano punti su ogni ordine e li trasformano in buoni alla cassa.',
      ],
    },
  },
});
