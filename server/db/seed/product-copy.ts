import type { Gender } from './product-lines';
import type { Random } from './random';
import type { ProductSilhouette } from './silhouettes';
import { fill, translate, type Translated } from './translated';

const modelPrefixes = [
  'Aero',
  'Velo',
  'Terra',
  'Nimbus',
  'Pulse',
  'Strato',
  'Apex',
  'Kinetic',
  'Drift',
  'Summit',
  'Vector',
  'Zephyr',
  'Orbit',
  'Nova',
  'Ridge',
  'Tempo',
  'Flux',
  'Halo',
  'Surge',
  'Echo',
];
const modelSuffixes = [
  'Glide',
  'Rush',
  'Flow',
  'Grip',
  'Pace',
  'Lift',
  'Trek',
  'Dash',
  'Core',
  'Spark',
  'Sprint',
  'Wave',
];

/** A model name such as "Aero Glide 3"; proper nouns, so the same in every language. */
export function modelName(random: Random): string {
  const base = `${random.pick(modelPrefixes)} ${random.pick(modelSuffixes)}`;
  return random.chance(0.5) ? `${base} ${random.int(2, 5)}` : base;
}

const nameTemplates: Record<Gender, Translated> = {
  men: {
    en: "Men's {model} {noun}",
    fr: '{noun} {model} pour homme',
    de: '{model} {noun} für Herren',
    it: '{noun} {model} da uomo',
  },
  women: {
    en: "Women's {model} {noun}",
    fr: '{noun} {model} pour femme',
    de: '{model} {noun} für Damen',
    it: '{noun} {model} da donna',
  },
  kids: {
    en: "Kids' {model} {noun}",
    fr: '{noun} {model} pour enfant',
    de: '{model} {noun} für Kinder',
    it: '{noun} {model} da bambino',
  },
  unisex: {
    en: '{model} {noun}',
    fr: '{noun} {model}',
    de: '{model} {noun}',
    it: '{noun} {model}',
  },
};

export function productName(gender: Gender, model: string, noun: Translated): Translated {
  return translate((language) =>
    nameTemplates[gender][language].replace('{model}', model).replace('{noun}', noun[language]),
  );
}

/** Opening sentences per silhouette. French and Italian say "le modèle"/"il modello" so no article has to agree with a brand name. */
const intros: Record<ProductSilhouette, Translated> = {
  runner: {
    en: 'The {model} is built for everyday miles, with soft cushioning that keeps every stride smooth.',
    fr: 'Le modèle {model} est conçu pour vos sorties quotidiennes, avec un amorti souple qui rend chaque foulée fluide.',
    de: 'Das Modell {model} ist für tägliche Kilometer gemacht – mit weicher Dämpfung für jeden Schritt.',
    it: "Il modello {model} è pensato per i chilometri di tutti i giorni, con un'ammortizzazione morbida che rende fluida ogni falcata.",
  },
  trainer: {
    en: 'Lift, jump and sprint in the {model}, a stable trainer with a wide, grippy base.',
    fr: 'Soulevez, sautez et sprintez avec le modèle {model}, stable grâce à sa base large et adhérente.',
    de: 'Heben, springen, sprinten: Das Modell {model} bietet eine breite, griffige Basis für viel Stabilität.',
    it: 'Solleva, salta e scatta con il modello {model}, stabile grazie alla base ampia e aderente.',
  },
  court: {
    en: 'The {model} locks you in for quick cuts and big jumps, with extra support around the ankle.',
    fr: "Le modèle {model} vous maintient lors des changements d'appui et des sauts, avec un soutien renforcé à la cheville.",
    de: 'Das Modell {model} gibt dir Halt bei schnellen Richtungswechseln und hohen Sprüngen und stützt den Knöchel.',
    it: 'Il modello {model} ti sostiene nei cambi di direzione e nei salti, con un supporto extra intorno alla caviglia.',
  },
  trail: {
    en: 'Take the {model} off road: its aggressive outsole grips mud, rock and loose gravel.',
    fr: 'Emmenez le modèle {model} hors des sentiers battus : sa semelle crantée accroche la boue, la roche et les graviers.',
    de: 'Mit dem Modell {model} geht es ins Gelände: Die grobstollige Sohle greift auf Matsch, Fels und Schotter.',
    it: 'Porta il modello {model} fuori strada: la suola scolpita fa presa su fango, roccia e ghiaia.',
  },
  lifestyle: {
    en: 'The {model} brings a clean, classic look to every day, from the morning commute to the weekend.',
    fr: 'Le modèle {model} apporte un style épuré et intemporel à chaque journée, du trajet du matin au week-end.',
    de: 'Das Modell {model} sorgt für einen klaren, klassischen Look – vom Weg zur Arbeit bis zum Wochenende.',
    it: 'Il modello {model} porta un look pulito e classico in ogni giornata, dal tragitto del mattino al weekend.',
  },
  tee: {
    en: 'The {model} is a lightweight layer that dries fast and moves with you.',
    fr: 'Le modèle {model} est une couche légère qui sèche vite et suit tous vos mouvements.',
    de: 'Das Modell {model} ist eine leichte Schicht, die schnell trocknet und jede Bewegung mitmacht.',
    it: 'Il modello {model} è uno strato leggero che si asciuga in fretta e segue ogni movimento.',
  },
  hoodie: {
    en: 'Warm up before the session or wind down after it in the {model}, cut from soft brushed fleece.',
    fr: 'Échauffez-vous avant la séance ou détendez-vous après avec le modèle {model}, en molleton gratté tout doux.',
    de: 'Vor dem Training aufwärmen oder danach entspannen: Das Modell {model} ist aus weichem, angerautem Fleece.',
    it: 'Riscaldati prima della sessione o rilassati dopo con il modello {model}, in morbido pile garzato.',
  },
  jacket: {
    en: 'The {model} blocks wind and light rain without weighing you down, and packs into its own pocket.',
    fr: 'Le modèle {model} coupe le vent et la pluie fine sans vous alourdir, et se range dans sa propre poche.',
    de: 'Das Modell {model} hält Wind und leichten Regen ab, ohne zu beschweren, und lässt sich in der eigenen Tasche verstauen.',
    it: 'Il modello {model} ripara da vento e pioggia leggera senza appesantire e si ripone nella sua tasca.',
  },
  shorts: {
    en: 'The {model} gives your legs room to move, with a built-in liner and a secure zip pocket.',
    fr: 'Le modèle {model} laisse vos jambes libres, avec une doublure intégrée et une poche zippée sécurisée.',
    de: 'Das Modell {model} bietet volle Bewegungsfreiheit, mit integriertem Innenslip und sicherer Reißverschlusstasche.',
    it: 'Il modello {model} lascia libere le gambe, con slip interno integrato e una tasca sicura con zip.',
  },
  pants: {
    en: 'The {model} pairs a tapered fit with stretch fabric that keeps up from warm-up to cool-down.',
    fr: "Le modèle {model} associe une coupe fuselée à un tissu stretch qui vous suit de l'échauffement à la récupération.",
    de: 'Das Modell {model} kombiniert eine schmal zulaufende Passform mit Stretchstoff – vom Aufwärmen bis zum Auslaufen.',
    it: 'Il modello {model} unisce una vestibilità affusolata a un tessuto elasticizzato, dal riscaldamento al defaticamento.',
  },
  cap: {
    en: 'The {model} keeps the sun out of your eyes, with a sweat-wicking band and an adjustable strap.',
    fr: 'Le modèle {model} protège vos yeux du soleil, avec un bandeau anti-transpiration et une bride réglable.',
    de: 'Das Modell {model} hält die Sonne aus den Augen – mit schweißableitendem Band und verstellbarem Riemen.',
    it: 'Il modello {model} ripara gli occhi dal sole, con fascia traspirante e cinturino regolabile.',
  },
  socks: {
    en: 'Cushioned where it counts, the {model} pack keeps your feet dry mile after mile.',
    fr: 'Rembourré là où il faut, le lot {model} garde vos pieds au sec kilomètre après kilomètre.',
    de: 'Gepolstert an den richtigen Stellen: Das {model}-Pack hält deine Füße Kilometer für Kilometer trocken.',
    it: 'Imbottite nei punti giusti, le calze {model} mantengono i piedi asciutti chilometro dopo chilometro.',
  },
  bag: {
    en: 'The {model} carries everything for the gym and the weekend, with a separate shoe compartment.',
    fr: 'Le modèle {model} emporte tout pour la salle et le week-end, avec un compartiment séparé pour les chaussures.',
    de: 'Das Modell {model} fasst alles für Gym und Wochenende – mit separatem Schuhfach.',
    it: 'Il modello {model} porta tutto per la palestra e il weekend, con un vano separato per le scarpe.',
  },
};

type CopyFamily = 'shoes' | 'apparel' | 'accessories';

const features: Record<CopyFamily, Translated[]> = {
  shoes: [
    {
      en: 'A breathable engineered mesh upper keeps air moving on warm days.',
      fr: "La tige en mesh technique respirant laisse circuler l'air par temps chaud.",
      de: 'Das atmungsaktive Obermaterial aus technischem Mesh sorgt an warmen Tagen für Luftzirkulation.',
      it: "La tomaia in mesh tecnico traspirante fa circolare l'aria nelle giornate calde.",
    },
    {
      en: 'A rubber outsole with flex grooves moves naturally with your foot.',
      fr: 'La semelle extérieure en caoutchouc, dotée de rainures de flexion, suit le mouvement naturel du pied.',
      de: 'Die Gummi-Außensohle mit Flexkerben bewegt sich natürlich mit deinem Fuß.',
      it: 'La suola in gomma con scanalature di flessione asseconda il movimento naturale del piede.',
    },
    {
      en: 'The padded collar and tongue add comfort without extra weight.',
      fr: 'Le col et la languette rembourrés ajoutent du confort sans poids superflu.',
      de: 'Gepolsterter Kragen und Zunge sorgen für Komfort ohne zusätzliches Gewicht.',
      it: 'Collarino e linguetta imbottiti aggiungono comfort senza peso in più.',
    },
    {
      en: 'Recycled materials make up at least 20% of the upper.',
      fr: 'Au moins 20 % de la tige est composée de matériaux recyclés.',
      de: 'Mindestens 20 % des Obermaterials bestehen aus recycelten Materialien.',
      it: 'Almeno il 20% della tomaia è realizzato con materiali riciclati.',
    },
  ],
  apparel: [
    {
      en: 'Moisture-wicking fabric pulls sweat away from your skin.',
      fr: 'Le tissu évacue la transpiration pour garder la peau au sec.',
      de: 'Feuchtigkeitsableitender Stoff transportiert Schweiß von der Haut weg.',
      it: 'Il tessuto traspirante allontana il sudore dalla pelle.',
    },
    {
      en: 'Flat seams reduce chafing on long sessions.',
      fr: 'Les coutures plates limitent les frottements lors des longues séances.',
      de: 'Flache Nähte verringern Reibung bei langen Einheiten.',
      it: 'Le cuciture piatte riducono gli sfregamenti nelle sessioni lunghe.',
    },
    {
      en: 'Reflective details help you stay visible in low light.',
      fr: 'Des détails réfléchissants améliorent votre visibilité par faible luminosité.',
      de: 'Reflektierende Details sorgen bei wenig Licht für bessere Sichtbarkeit.',
      it: 'I dettagli riflettenti ti rendono visibile in condizioni di scarsa luce.',
    },
    {
      en: 'Made with at least 50% recycled polyester.',
      fr: 'Fabriqué avec au moins 50 % de polyester recyclé.',
      de: 'Hergestellt aus mindestens 50 % recyceltem Polyester.',
      it: 'Realizzato con almeno il 50% di poliestere riciclato.',
    },
  ],
  accessories: [
    {
      en: 'Durable materials stand up to daily use.',
      fr: 'Des matériaux résistants conçus pour un usage quotidien.',
      de: 'Robuste Materialien halten dem täglichen Einsatz stand.',
      it: "Materiali resistenti pensati per l'uso quotidiano.",
    },
    {
      en: 'A subtle Stride logo finishes the look.',
      fr: 'Un logo Stride discret complète le look.',
      de: 'Ein dezentes Stride-Logo rundet den Look ab.',
      it: 'Un discreto logo Stride completa il look.',
    },
  ],
};

const closers: Translated[] = [
  {
    en: 'Designed in-house by the Stride product team.',
    fr: "Conçu par l'équipe produit de Stride.",
    de: 'Entworfen vom Stride-Produktteam.',
    it: 'Progettato dal team prodotto di Stride.',
  },
  {
    en: 'Tested by athletes in every season.',
    fr: 'Testé par des athlètes en toute saison.',
    de: 'Von Athletinnen und Athleten in jeder Jahreszeit getestet.',
    it: 'Testato dagli atleti in ogni stagione.',
  },
  {
    en: 'Built to last, season after season.',
    fr: 'Conçu pour durer, saison après saison.',
    de: 'Gemacht für viele Saisons.',
    it: 'Realizzato per durare, stagione dopo stagione.',
  },
];

function familyOf(silhouette: ProductSilhouette): CopyFamily {
  if (['runner', 'trainer', 'court', 'trail', 'lifestyle'].includes(silhouette)) return 'shoes';
  if (['cap', 'socks', 'bag'].includes(silhouette)) return 'accessories';
  return 'apparel';
}

export function productDescription(
  silhouette: ProductSilhouette,
  model: string,
  random: Random,
): Translated {
  const parts = [
    intros[silhouette],
    random.pick(features[familyOf(silhouette)]),
    random.pick(closers),
  ];
  return translate((language) => parts.map((part) => fill(part, { model })[language]).join(' '));
}

const bullets: Record<CopyFamily, Translated[]> = {
  shoes: [
    {
      en: 'Engineered mesh upper',
      fr: 'Tige en mesh technique',
      de: 'Obermaterial aus technischem Mesh',
      it: 'Tomaia in mesh tecnico',
    },
    {
      en: 'Foam midsole for lightweight cushioning',
      fr: 'Semelle intermédiaire en mousse pour un amorti léger',
      de: 'Zwischensohle aus Schaumstoff für leichte Dämpfung',
      it: "Intersuola in schiuma per un'ammortizzazione leggera",
    },
    {
      en: 'Rubber outsole for durable traction',
      fr: 'Semelle extérieure en caoutchouc pour une adhérence durable',
      de: 'Gummi-Außensohle für dauerhafte Traktion',
      it: 'Suola in gomma per una trazione duratura',
    },
    {
      en: 'Padded collar and tongue',
      fr: 'Col et languette rembourrés',
      de: 'Gepolsterter Kragen und gepolsterte Zunge',
      it: 'Collarino e linguetta imbottiti',
    },
    {
      en: 'Removable insole',
      fr: 'Semelle intérieure amovible',
      de: 'Herausnehmbare Einlegesohle',
      it: 'Soletta estraibile',
    },
    {
      en: '10 mm heel-to-toe drop',
      fr: 'Drop de 10 mm',
      de: '10 mm Sprengung',
      it: 'Drop di 10 mm',
    },
    {
      en: 'Reflective heel details',
      fr: 'Détails réfléchissants au talon',
      de: 'Reflektierende Details an der Ferse',
      it: 'Dettagli riflettenti sul tallone',
    },
    {
      en: 'Vegan: no animal-derived materials',
      fr: "Vegan : aucune matière d'origine animale",
      de: 'Vegan: ohne tierische Materialien',
      it: 'Vegana: nessun materiale di origine animale',
    },
  ],
  apparel: [
    {
      en: 'Standard fit',
      fr: 'Coupe standard',
      de: 'Normale Passform',
      it: 'Vestibilità standard',
    },
    {
      en: 'Moisture-wicking fabric',
      fr: "Tissu évacuant l'humidité",
      de: 'Feuchtigkeitsableitender Stoff',
      it: 'Tessuto traspirante',
    },
    { en: 'Flatlock seams', fr: 'Coutures plates', de: 'Flachnähte', it: 'Cuciture piatte' },
    {
      en: 'Reflective logo',
      fr: 'Logo réfléchissant',
      de: 'Reflektierendes Logo',
      it: 'Logo riflettente',
    },
    {
      en: 'Zip pocket for keys and cards',
      fr: 'Poche zippée pour clés et cartes',
      de: 'Reißverschlusstasche für Schlüssel und Karten',
      it: 'Tasca con zip per chiavi e carte',
    },
    {
      en: '88% recycled polyester, 12% elastane',
      fr: '88 % polyester recyclé, 12 % élasthanne',
      de: '88 % recyceltes Polyester, 12 % Elasthan',
      it: '88% poliestere riciclato, 12% elastan',
    },
    {
      en: 'Machine wash cold',
      fr: 'Lavage en machine à froid',
      de: 'Maschinenwäsche kalt',
      it: 'Lavaggio in lavatrice a freddo',
    },
  ],
  accessories: [
    {
      en: 'Lightweight construction',
      fr: 'Construction légère',
      de: 'Leichte Konstruktion',
      it: 'Struttura leggera',
    },
    {
      en: 'Durable woven fabric',
      fr: 'Tissu tissé résistant',
      de: 'Strapazierfähiges Gewebe',
      it: 'Tessuto resistente',
    },
    {
      en: 'Embroidered Stride logo',
      fr: 'Logo Stride brodé',
      de: 'Gesticktes Stride-Logo',
      it: 'Logo Stride ricamato',
    },
    {
      en: 'Machine washable',
      fr: 'Lavable en machine',
      de: 'Maschinenwaschbar',
      it: 'Lavabile in lavatrice',
    },
    {
      en: 'Made with recycled materials',
      fr: 'Fabriqué avec des matériaux recyclés',
      de: 'Aus recycelten Materialien',
      it: 'Realizzato con materiali riciclati',
    },
  ],
};

const styleLine: Translated = {
  en: 'Style: {style}',
  fr: 'Référence : {style}',
  de: 'Artikelnummer: {style}',
  it: 'Codice articolo: {style}',
};

type Details = Record<keyof Translated, string[]>;

/** Four feature bullets and the style number, in every language. */
export function productDetails(
  silhouette: ProductSilhouette,
  styleId: string,
  random: Random,
): Details {
  const lines = [
    ...random.sample(bullets[familyOf(silhouette)], 4),
    fill(styleLine, { style: styleId }),
  ];
  return {
    en: lines.map((l) => l.en),
    fr: lines.map((l) => l.fr),
    de: lines.map((l) => l.de),
    it: lines.map((l) => l.it),
  };
}

export const badges = {
  new: { en: 'New', fr: 'Nouveau', de: 'Neu', it: 'Novità' },
  bestSeller: { en: 'Best Seller', fr: 'Meilleure vente', de: 'Bestseller', it: 'Più venduto' },
  sustainable: {
    en: 'Sustainable Materials',
    fr: 'Matières durables',
    de: 'Nachhaltige Materialien',
    it: 'Materiali sostenibili',
  },
  onlineExclusive: {
    en: 'Online Exclusive',
    fr: 'Exclusivité en ligne',
    de: 'Online-Exklusiv',
    it: 'Esclusiva online',
  },
  memberExclusive: {
    en: 'Member Exclusive',
    fr: 'Réservé aux membres',
    de: 'Nur für Mitglieder',
    it: 'Esclusiva per i membri',
  },
} satisfies Record<string, Translated>;

export const eyebrows = {
  justIn: { en: 'Just In', fr: 'Nouveauté', de: 'Gerade eingetroffen', it: 'Appena arrivato' },
  comingSoon: {
    en: 'Coming Soon',
    fr: 'Bientôt disponible',
    de: 'Demnächst erhältlich',
    it: 'Prossimamente',
  },
  presale: { en: 'Presale', fr: 'Précommande', de: 'Vorverkauf', it: 'Prevendita' },
  limited: {
    en: 'Limited Edition',
    fr: 'Édition limitée',
    de: 'Limitierte Edition',
    it: 'Edizione limitata',
  },
} satisfies Record<string, Translated>;

/** "Model is 6'1" (185 cm) and wears size M" in every language, for adult apparel. */
export function modelMeasurements(gender: 'men' | 'women', random: Random): Translated {
  const men = gender === 'men';
  const centimetres = men ? random.int(180, 191) : random.int(168, 178);
  const size = men ? random.pick(['M', 'L']) : random.pick(['S', 'M']);
  const inches = Math.round(centimetres / 2.54);
  const metres = (centimetres / 100).toFixed(2).replace('.', ',');
  return {
    en: `Model is ${Math.floor(inches / 12)}'${inches % 12}" (${centimetres} cm) and wears size ${size}`,
    fr: `${men ? 'Le' : 'La'} mannequin mesure ${metres} m et porte la taille ${size}`,
    de: `Das Model ist ${metres} m groß und trägt Größe ${size}`,
    it: men
      ? `Il modello è alto ${metres} m e indossa la taglia ${size}`
      : `La modella è alta ${metres} m e indossa la taglia ${size}`,
  };
}
