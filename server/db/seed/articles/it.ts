import type { JournalCopy } from './copy';

export const it: JournalCopy = {
  tags: {
    running: 'Corsa',
    training: 'Allenamento',
    beginners: 'Principianti',
    performance: 'Prestazioni',
    trail: 'Trail',
    recovery: 'Recupero',
    strength: 'Forza',
    care: 'Cura',
    gear: 'Attrezzatura',
  },
  articles: {
    'first-5k-plan': {
      title: 'I tuoi primi 5 km: un piano di otto settimane',
      subtitle: 'Dal divano alla linea di partenza, con tre uscite a settimana.',
      description:
        'Un piano di otto settimane per correre i tuoi primi 5 km: tre brevi sedute a settimana, pause camminate comprese.',
      intro: [
        'Cinque chilometri sono la distanza da cui parte la maggior parte dei runner, e per una buona ragione: abbastanza lunga da essere una conquista, abbastanza corta da prepararla in due mesi.',
        'Il piano prevede tre sedute a settimana da 20 a 35 minuti. Lascia un giorno tra l’una e l’altra e corri abbastanza piano da riuscire a parlare.',
      ],
      heading: 'Otto settimane, una alla volta',
      items: [
        'Settimane 1–2: un minuto di corsa, novanta secondi di camminata, otto volte.',
        'Settimane 3–4: tre minuti di corsa, due di camminata, cinque volte.',
        'Settimane 5–6: otto minuti di corsa, due di camminata, tre volte.',
        'Settimana 7: venti minuti di corsa facile senza pause.',
        'Settimana 8: un giorno di riposo prima dei tuoi 5 km, poi corrili al tuo ritmo.',
      ],
      outro:
        'Hai saltato una seduta? Ripeti la settimana invece di andare avanti. L’obiettivo è finire sentendo che avresti potuto fare ancora un po’ di strada.',
    },
    'tempo-runs-explained': {
      title: 'La corsa a ritmo, spiegata',
      subtitle: 'La seduta «impegnativa ma sostenibile» che rende più facile il ritmo gara.',
      description:
        'Cos’è una corsa a ritmo, a che velocità correrla e come inserirla nella settimana, con un breve video.',
      intro: [
        'La corsa a ritmo è uno sforzo costante di 20–40 minuti, alla velocità che potresti tenere per circa un’ora in gara. Deve essere impegnativa ma sostenibile: riesci a dire poche parole, non frasi intere.',
        'Il lavoro a ritmo alza la velocità che riesci a mantenere prima che arrivi la fatica: per questo è al centro della maggior parte dei piani per 10 km e mezza maratona.',
      ],
      heading: 'La tua prima seduta a ritmo',
      items: [
        'Riscaldati con 10 minuti di corsa facile e qualche breve allungo.',
        'Corri 20 minuti a ritmo; meglio regolare che veloce.',
        'Defatica con 10 minuti di corsa facile o di camminata.',
        'Aggiungi cinque minuti ogni due settimane, fino a 40 minuti.',
      ],
      outro:
        'Una seduta a ritmo a settimana basta. Corrila con le gambe fresche e tieni facile il giorno dopo.',
    },
    'trail-running-first-steps': {
      title: 'Fuori strada: primi passi nel trail',
      subtitle: 'Terreno più morbido, salite più ripide, orologio più lento: va bene così.',
      description:
        'Come iniziare con il trail running: correre a sensazione, camminare in salita, scarpe con grip e cosa portare.',
      intro: [
        'I sentieri premiano la curiosità. Il terreno è più morbido per le articolazioni, i panorami sono più belli e ogni uscita è un po’ diversa dalla precedente.',
        'Aspettati di essere più lento che su strada, a volte di un minuto al chilometro o più. Corri a sensazione, non a ritmo, e lascia che sia il terreno a dettare il passo.',
      ],
      heading: 'Prima della tua prima uscita trail',
      items: [
        'Scegli un anello segnalato di 5–8 chilometri da cui puoi uscire camminando.',
        'Cammina sulle salite ripide: lo fanno anche i trail runner esperti.',
        'Guarda tre o quattro passi avanti, non i tuoi piedi.',
        'Indossa scarpe con tasselli per fare presa su fango e sassi.',
        'Porta dell’acqua e di’ a qualcuno dove vai.',
      ],
      outro:
        'Inizia con un’uscita trail a settimana accanto alle solite corse su strada: le tue caviglie ti ringrazieranno.',
    },
    'rest-days-that-make-you-faster': {
      title: 'I giorni di riposo che ti rendono più veloce',
      subtitle: 'L’allenamento ti stanca; il recupero ti rende più forte.',
      description:
        'Perché i giorni di riposo contano, com’è un recupero attivo e quando concederti un giorno in più.',
      intro: [
        'La forma si costruisce tra una seduta e l’altra, non durante. Una corsa dura dà lo stimolo; sonno, cibo e riposo lo trasformano in progresso.',
        'La maggior parte dei runner ha bisogno di almeno un giorno di riposo completo a settimana, di più quando aumentano volume o intensità.',
      ],
      heading: 'Una buona giornata di recupero',
      items: [
        'Dormi da sette a nove ore: è lo strumento di recupero più efficace che ci sia.',
        'Mangia proteine e carboidrati entro un paio d’ore da una seduta intensa.',
        'Cammina, pedala tranquillo o nuota per 20–30 minuti se hai voglia di muoverti.',
        'Prenditi un giorno in più se la frequenza cardiaca a riposo è più alta del solito o le gambe sono ancora pesanti.',
      ],
      outro:
        'Il riposo fa parte del piano, non è una pausa dal piano. Segnalo nella settimana come ogni uscita.',
    },
    'strength-moves-for-runners': {
      title: 'Quattro esercizi di forza per chi corre',
      subtitle: 'Venti minuti due volte a settimana per anche, ginocchia e caviglie più forti.',
      description:
        'Quattro esercizi di forza a corpo libero per runner: quante serie fare e quando inserirli.',
      intro: [
        'L’allenamento della forza rende ogni falcata più economica e aiuta il corpo ad assorbire il carico della corsa. Non serve una palestra: per iniziare basta il tuo peso.',
        'Fai il circuito due volte a settimana, meglio nello stesso giorno di una corsa facile, così i giorni duri restano duri e quelli facili restano facili.',
      ],
      heading: 'Il circuito: tre giri',
      items: [
        'Affondi statici: dieci per gamba, con il ginocchio in linea con le dita.',
        'Sollevamenti sui polpacci su una gamba: quindici per lato, lenti in discesa.',
        'Ponte per i glutei: quindici, tenendo due secondi in alto.',
        'Plank laterale: trenta secondi per lato, con i fianchi alti.',
      ],
      outro:
        'Quando il circuito diventa facile, prendi un peso o aggiungi un giro invece di affrettare le ripetizioni.',
    },
    'make-your-running-shoes-last': {
      title: 'Come far durare le tue scarpe da running',
      subtitle: 'Una guida alla cura del paio che ti porta ogni settimana.',
      description:
        'Come pulire, asciugare e conservare le scarpe da running, e quando è il momento di sostituirle.',
      intro: [
        'Un paio ben tenuto conserva ammortizzazione e grip per 600–800 chilometri. Qualche abitudine dopo ogni corsa fa la differenza.',
        'Il calore è nemico della schiuma e della colla: evita termosifone, asciugatrice e il bagagliaio dell’auto d’estate.',
      ],
      heading: 'Dopo ogni corsa',
      items: [
        'Allenta i lacci e togli le scarpe con le mani, senza schiacciare il tallone.',
        'Togli il fango quando è asciutto, poi pulisci la tomaia con una spazzola morbida e acqua fredda.',
        'Estrai le solette e riempi le scarpe di carta di giornale per asciugarle a temperatura ambiente.',
        'Alterna due paia se corri quasi ogni giorno, così la schiuma ha il tempo di recuperare.',
        'Sostituiscile quando la suola è liscia o l’intersuola mostra pieghe profonde.',
      ],
      outro:
        'Non mettere mai le scarpe da running in lavatrice: calore e centrifuga indeboliscono gli incollaggi.',
    },
    'washing-technical-clothing': {
      title: 'Lavare bene l’abbigliamento tecnico',
      subtitle: 'Capi da corsa freschi, che asciugano in fretta e restano in forma più a lungo.',
      description:
        'Come lavare e asciugare l’abbigliamento tecnico da running perché resti traspirante, elastico e fresco.',
      intro: [
        'I tessuti tecnici allontanano il sudore dalla pelle e asciugano in fretta. Ammorbidente e temperature alte ostruiscono e danneggiano le fibre che lo rendono possibile.',
        'Lavare un po’ più freddo e asciugare all’aria mantiene i capi efficienti e fa anche risparmiare energia.',
      ],
      heading: 'Cinque regole per i capi tecnici',
      items: [
        'Lava a 30 °C, al rovescio, con poco detersivo liquido.',
        'Niente ammorbidente: lascia una pellicola che trattiene gli odori.',
        'Chiudi cerniere e velcro perché non si impiglino negli altri capi.',
        'Asciuga all’aria; niente asciugatrice, niente ferro sui loghi stampati.',
        'Lava subito dopo la corsa invece di lasciare i capi umidi nella borsa.',
      ],
      outro:
        'Per gli odori ostinati, lascia il capo in ammollo trenta minuti in acqua fredda con una tazza di aceto bianco prima del lavaggio.',
    },
  },
  journal: {
    title: 'Journal',
    htmlTitle: 'Journal: corsa, allenamento e guide alla cura | Stride',
    description:
      'Le storie di Stride: piani di allenamento, consigli di corsa e guide per la cura di scarpe e abbigliamento.',
    intro:
      'Piani di allenamento, consigli per la strada e i sentieri, e guide alla cura dell’attrezzatura che fa tutta la strada con te.',
    homeTitle: 'Dal journal',
    allStories: 'Tutti gli articoli',
  },
};
