import type { EventCanvas } from '@/lib/contracts/events';
import type { Locale } from '@/lib/i18n/locales';
import { localeLanguage, type Language } from './translated';

type EventCopy = Omit<EventCanvas, 'startDate' | 'endDate' | 'capacity' | 'enablePlusOne'>;

const DAY_MS = 24 * 60 * 60_000;

/** The first Saturday on or after `from`, as YYYY-MM-DD (UTC). */
function saturdayFrom(from: Date): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  return new Date(day.getTime() + ((6 - day.getUTCDay() + 7) % 7) * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const trailWeekend: Record<Language, EventCopy> = {
  en: {
    name: 'Trail weekend',
    title: 'Stride Trail Weekend',
    place: 'Stride Westend flagship store, London',
    description: [
      'Two days of guided trail runs for every pace, from a 5 km discovery loop to a 21 km ridge route, with our coaches and the new trail collection to try.',
      'Come one day or both: breakfast, a gait check and a shoe-care workshop are included each day.',
    ],
    richText:
      'Places are free and personal. Bring clothing for the weather; routes may change for your safety. By signing up you accept that photos taken during the event may be used by Stride.',
    submitCtaLabel: 'Confirm my place',
    confirmationTitle: 'You are on the list!',
    confirmationSubtitle: 'We have sent the details to your email address. See you on the trails.',
    metadata: {
      htmlTitle: 'Stride Trail Weekend',
      htmlDescription: 'Two days of guided trail runs, workshops and breakfast with Stride.',
    },
  },
  fr: {
    name: 'Week-end trail',
    title: 'Week-end Trail Stride',
    place: 'Boutique phare Stride Westend, Londres',
    description: [
      'Deux jours de sorties trail encadrées pour tous les niveaux, d’une boucle découverte de 5 km à un parcours de crête de 21 km, avec nos coachs et la nouvelle collection trail à essayer.',
      'Venez un jour ou les deux : petit-déjeuner, analyse de foulée et atelier d’entretien des chaussures chaque jour.',
    ],
    richText:
      'Les places sont gratuites et nominatives. Prévoyez une tenue adaptée à la météo ; les parcours peuvent changer pour votre sécurité. En vous inscrivant, vous acceptez que les photos prises pendant l’événement soient utilisées par Stride.',
    submitCtaLabel: 'Confirmer ma place',
    confirmationTitle: 'Vous êtes inscrit !',
    confirmationSubtitle:
      'Nous avons envoyé les détails à votre adresse e-mail. Rendez-vous sur les sentiers.',
    metadata: {
      htmlTitle: 'Week-end Trail Stride',
      htmlDescription:
        'Deux jours de trail encadré, d’ateliers et de petits-déjeuners avec Stride.',
    },
  },
  de: {
    name: 'Trail-Wochenende',
    title: 'Stride Trail-Wochenende',
    place: 'Stride Westend Flagship-Store, London',
    description: [
      'Zwei Tage geführte Trailläufe für jedes Tempo, von der 5-km-Schnupperrunde bis zur 21-km-Gratroute, mit unseren Coaches und der neuen Trail-Kollektion zum Testen.',
      'Komm an einem Tag oder an beiden: Frühstück, Laufanalyse und ein Schuhpflege-Workshop sind jeden Tag dabei.',
    ],
    richText:
      'Die Plätze sind kostenlos und personengebunden. Bring wetterfeste Kleidung mit; Strecken können zu deiner Sicherheit geändert werden. Mit der Anmeldung stimmst du zu, dass Stride Fotos der Veranstaltung verwenden darf.',
    submitCtaLabel: 'Platz bestätigen',
    confirmationTitle: 'Du bist dabei!',
    confirmationSubtitle:
      'Wir haben dir die Details per E-Mail geschickt. Wir sehen uns auf dem Trail.',
    metadata: {
      htmlTitle: 'Stride Trail-Wochenende',
      htmlDescription: 'Zwei Tage geführte Trailläufe, Workshops und Frühstück mit Stride.',
    },
  },
  it: {
    name: 'Weekend trail',
    title: 'Stride Trail Weekend',
    place: 'Flagship store Stride Westend, Londra',
    description: [
      'Due giorni di uscite trail guidate per ogni ritmo, da un anello di 5 km a un percorso di cresta di 21 km, con i nostri coach e la nuova collezione trail da provare.',
      'Vieni un giorno o entrambi: colazione, analisi dell’appoggio e un laboratorio di cura delle scarpe ogni giorno.',
    ],
    richText:
      'I posti sono gratuiti e nominativi. Porta un abbigliamento adatto al meteo; i percorsi possono cambiare per la tua sicurezza. Iscrivendoti accetti che le foto scattate durante l’evento possano essere usate da Stride.',
    submitCtaLabel: 'Conferma il mio posto',
    confirmationTitle: 'Sei dei nostri!',
    confirmationSubtitle: 'Ti abbiamo inviato i dettagli via e-mail. Ci vediamo sui sentieri.',
    metadata: {
      htmlTitle: 'Stride Trail Weekend',
      htmlDescription: 'Due giorni di trail guidato, laboratori e colazioni con Stride.',
    },
  },
};

const runClub: Record<Language, EventCopy> = {
  en: {
    name: 'Run club morning',
    title: 'Saturday Run Club',
    place: 'Stride Westend flagship store, London',
    description: [
      'A relaxed 8 km social run through the city at conversation pace, followed by coffee at the store.',
    ],
    richText:
      'The run is free. Runners take part at their own risk and follow the pacers’ directions.',
    submitCtaLabel: 'Join the run',
    confirmationTitle: 'See you on Saturday!',
    confirmationSubtitle: 'The details are in your inbox.',
    metadata: {
      htmlTitle: 'Saturday Run Club',
      htmlDescription: 'An 8 km social run and coffee with Stride.',
    },
  },
  fr: {
    name: 'Run club du samedi',
    title: 'Run Club du samedi',
    place: 'Boutique phare Stride Westend, Londres',
    description: [
      'Une sortie conviviale de 8 km à travers la ville, à allure de conversation, suivie d’un café en boutique.',
    ],
    richText:
      'La sortie est gratuite. Les coureurs participent sous leur propre responsabilité et suivent les consignes des meneurs d’allure.',
    submitCtaLabel: 'Rejoindre la sortie',
    confirmationTitle: 'À samedi !',
    confirmationSubtitle: 'Les détails sont dans votre boîte mail.',
    metadata: {
      htmlTitle: 'Run Club du samedi',
      htmlDescription: 'Une sortie de 8 km et un café avec Stride.',
    },
  },
  de: {
    name: 'Samstags-Lauftreff',
    title: 'Samstags-Lauftreff',
    place: 'Stride Westend Flagship-Store, London',
    description: [
      'Ein entspannter 8-km-Lauf durch die Stadt im Plaudertempo, danach Kaffee im Store.',
    ],
    richText:
      'Der Lauf ist kostenlos. Die Teilnahme erfolgt auf eigene Gefahr; bitte folge den Anweisungen der Tempomacher.',
    submitCtaLabel: 'Mitlaufen',
    confirmationTitle: 'Bis Samstag!',
    confirmationSubtitle: 'Die Details sind in deinem Postfach.',
    metadata: {
      htmlTitle: 'Samstags-Lauftreff',
      htmlDescription: 'Ein 8-km-Lauf und Kaffee mit Stride.',
    },
  },
  it: {
    name: 'Run club del sabato',
    title: 'Run Club del sabato',
    place: 'Flagship store Stride Westend, Londra',
    description: [
      'Una corsa di gruppo di 8 km per la città a ritmo di conversazione, seguita da un caffè in negozio.',
    ],
    richText:
      'La corsa è gratuita. I partecipanti corrono sotto la propria responsabilità e seguono le indicazioni dei pacer.',
    submitCtaLabel: 'Partecipa',
    confirmationTitle: 'A sabato!',
    confirmationSubtitle: 'Trovi i dettagli nella tua casella di posta.',
    metadata: {
      htmlTitle: 'Run Club del sabato',
      htmlDescription: 'Una corsa di 8 km e un caffè con Stride.',
    },
  },
};

export const SEEDED_EVENT_IDS = { trailWeekend: 'trail-weekend', runClub: 'run-club' } as const;

/**
 * The demo's events, one id for every site: a two-day weekend with a guest allowed and a
 * one-day run. Their dates follow the day the seed runs (Saturdays about six and five weeks on),
 * so the demo always has events open for registration.
 */
export function eventCanvases(locale: Locale, now = new Date()): Record<string, EventCanvas> {
  const language = localeLanguage(locale);
  const weekend = saturdayFrom(new Date(now.getTime() + 42 * DAY_MS));
  const run = new Date(weekend.getTime() - 7 * DAY_MS);
  return {
    [SEEDED_EVENT_IDS.trailWeekend]: {
      ...trailWeekend[language],
      startDate: isoDay(weekend),
      endDate: isoDay(new Date(weekend.getTime() + DAY_MS)),
      capacity: 40,
      enablePlusOne: true,
    },
    [SEEDED_EVENT_IDS.runClub]: {
      ...runClub[language],
      startDate: isoDay(run),
      endDate: isoDay(run),
      capacity: 25,
      enablePlusOne: false,
    },
  };
}
