import type { SizeChart, SizeChartProductType } from '@/lib/contracts/size-chart';
import { languageOf, type Locale } from '@/lib/i18n/locales';
import { shoeSizeRows, type ShoeProductType } from '@/lib/product/shoe-sizes';

type Language = 'en' | 'fr' | 'de' | 'it';
type Words = Record<Language, string>;

const words = {
  size: { en: 'Size', fr: 'Taille', de: 'Größe', it: 'Taglia' },
  sizeUs: { en: 'US', fr: 'US', de: 'US', it: 'US' },
  sizeUk: { en: 'UK', fr: 'UK', de: 'UK', it: 'UK' },
  sizeEu: { en: 'EU', fr: 'EU', de: 'EU', it: 'EU' },
  footCm: {
    en: 'Foot length (cm)',
    fr: 'Longueur du pied (cm)',
    de: 'Fußlänge (cm)',
    it: 'Lunghezza del piede (cm)',
  },
  chest: { en: 'Chest (cm)', fr: 'Poitrine (cm)', de: 'Brust (cm)', it: 'Petto (cm)' },
  waist: { en: 'Waist (cm)', fr: 'Tour de taille (cm)', de: 'Taille (cm)', it: 'Vita (cm)' },
  hip: { en: 'Hip (cm)', fr: 'Tour de hanches (cm)', de: 'Hüfte (cm)', it: 'Fianchi (cm)' },
  inseam: {
    en: 'Inseam (cm)',
    fr: 'Entrejambe (cm)',
    de: 'Innenbeinlänge (cm)',
    it: 'Cavallo (cm)',
  },
  mensShoe: {
    en: "Men's shoe size (US)",
    fr: 'Pointure homme (US)',
    de: 'Herrenschuhgröße (US)',
    it: 'Numero scarpa uomo (US)',
  },
  womensShoe: {
    en: "Women's shoe size (US)",
    fr: 'Pointure femme (US)',
    de: 'Damenschuhgröße (US)',
    it: 'Numero scarpa donna (US)',
  },
  head: {
    en: 'Head circumference (cm)',
    fr: 'Tour de tête (cm)',
    de: 'Kopfumfang (cm)',
    it: 'Circonferenza testa (cm)',
  },
} satisfies Record<string, Words>;

const notes = {
  shoes: {
    en: 'Stand on a sheet of paper, mark the tip of your longest toe and the back of your heel, and measure between the marks. Between two sizes, take the larger.',
    fr: "Posez le pied sur une feuille, marquez le bout de l'orteil le plus long et l'arrière du talon, puis mesurez l'écart. Entre deux pointures, prenez la plus grande.",
    de: 'Stelle dich auf ein Blatt Papier, markiere die Spitze des längsten Zehs und die Ferse und miss den Abstand. Liegst du zwischen zwei Größen, nimm die größere.',
    it: 'Appoggia il piede su un foglio, segna la punta del dito più lungo e il tallone e misura la distanza. Se sei tra due numeri, scegli il più grande.',
  },
  apparel: {
    en: 'Measure over light clothing, keeping the tape level and snug but not tight. Between two sizes, take the larger for a relaxed fit.',
    fr: 'Mesurez par-dessus des vêtements légers, le mètre bien horizontal, ajusté sans serrer. Entre deux tailles, prenez la plus grande pour plus d’aisance.',
    de: 'Miss über leichter Kleidung, das Maßband waagerecht und anliegend, aber nicht straff. Zwischen zwei Größen wähle für mehr Bewegungsfreiheit die größere.',
    it: 'Misura sopra indumenti leggeri, con il metro orizzontale e aderente ma non stretto. Se sei tra due taglie, scegli la più grande per una vestibilità comoda.',
  },
  accessories: {
    en: 'Socks follow your shoe size. For caps, measure around your head just above the ears; one size adjusts from 54 to 60 cm.',
    fr: 'Les chaussettes suivent votre pointure. Pour les casquettes, mesurez le tour de tête juste au-dessus des oreilles ; la taille unique se règle de 54 à 60 cm.',
    de: 'Socken richten sich nach deiner Schuhgröße. Für Caps miss den Kopfumfang knapp über den Ohren; die Einheitsgröße lässt sich von 54 bis 60 cm einstellen.',
    it: 'I calzini seguono il numero di scarpa. Per i cappellini, misura la testa appena sopra le orecchie; la taglia unica si regola da 54 a 60 cm.',
  },
} satisfies Record<string, Words>;

interface ChartData {
  columns: (keyof typeof words)[];
  rows: string[][];
  note: keyof typeof notes;
}

const shoeColumns: ChartData['columns'] = ['sizeUs', 'sizeUk', 'sizeEu', 'footCm'];
const shoeRows = (type: ShoeProductType) => shoeSizeRows[type].map((row) => [...row]);

/** Shoes convert by lib/product/shoe-sizes.ts; apparel sizes are the same everywhere. */
const charts: Record<SizeChartProductType, ChartData> = {
  'mens-shoes': { columns: shoeColumns, note: 'shoes', rows: shoeRows('mens-shoes') },
  'womens-shoes': { columns: shoeColumns, note: 'shoes', rows: shoeRows('womens-shoes') },
  'kids-shoes': { columns: shoeColumns, note: 'shoes', rows: shoeRows('kids-shoes') },
  'apparel-tops': {
    columns: ['size', 'chest', 'waist'],
    note: 'apparel',
    rows: [
      ['XS', '82–88', '66–72'],
      ['S', '88–96', '72–80'],
      ['M', '96–104', '80–88'],
      ['L', '104–112', '88–96'],
      ['XL', '112–124', '96–108'],
      ['XXL', '124–136', '108–120'],
    ],
  },
  'apparel-bottoms': {
    columns: ['size', 'waist', 'hip', 'inseam'],
    note: 'apparel',
    rows: [
      ['XS', '66–72', '82–88', '78'],
      ['S', '72–80', '88–96', '80'],
      ['M', '80–88', '96–104', '81'],
      ['L', '88–96', '104–112', '82'],
      ['XL', '96–108', '112–124', '83'],
      ['XXL', '108–120', '124–136', '84'],
    ],
  },
  accessories: {
    columns: ['size', 'mensShoe', 'womensShoe', 'head'],
    note: 'accessories',
    rows: [
      ['S', '4–6', '5–7', '–'],
      ['M', '6–8', '7–9', '–'],
      ['L', '8–12', '9–13', '–'],
      ['XL', '12–15', '13–16', '–'],
      ['OS', '–', '–', '54–60'],
    ],
  },
};

function isLanguage(value: string): value is Language {
  return value === 'en' || value === 'fr' || value === 'de' || value === 'it';
}

/** The chart for a product type in the locale's language; null for types without sizes. */
export function getSizeChart(productType: string, locale: Locale): SizeChart | null {
  if (!Object.hasOwn(charts, productType)) return null;
  const type = productType as SizeChartProductType;
  const chart = charts[type];
  const language = languageOf(locale);
  const lang: Language = isLanguage(language) ? language : 'en';
  return {
    productType: type,
    columns: chart.columns.map((column) => words[column][lang]),
    rows: chart.rows,
    note: notes[chart.note][lang],
  };
}
