import type { SizeChart, SizeChartProductType } from '@/lib/contracts/size-chart';
import { languageOf, type Locale } from '@/lib/i18n/locales';

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

/** Conversions as the big athletic brands publish them; sizes match the seeded size runs. */
const charts: Record<SizeChartProductType, ChartData> = {
  'mens-shoes': {
    columns: ['sizeUs', 'sizeUk', 'sizeEu', 'footCm'],
    note: 'shoes',
    rows: [
      ['6', '5.5', '38.5', '24'],
      ['6.5', '6', '39', '24.5'],
      ['7', '6', '40', '25'],
      ['7.5', '6.5', '40.5', '25.5'],
      ['8', '7', '41', '26'],
      ['8.5', '7.5', '42', '26.5'],
      ['9', '8', '42.5', '27'],
      ['9.5', '8.5', '43', '27.5'],
      ['10', '9', '44', '28'],
      ['10.5', '9.5', '44.5', '28.5'],
      ['11', '10', '45', '29'],
      ['11.5', '10.5', '45.5', '29.5'],
      ['12', '11', '46', '30'],
      ['12.5', '11.5', '47', '30.5'],
      ['13', '12', '47.5', '31'],
    ],
  },
  'womens-shoes': {
    columns: ['sizeUs', 'sizeUk', 'sizeEu', 'footCm'],
    note: 'shoes',
    rows: [
      ['5', '2.5', '35.5', '22'],
      ['5.5', '3', '36', '22.5'],
      ['6', '3.5', '36.5', '23'],
      ['6.5', '4', '37.5', '23.5'],
      ['7', '4.5', '38', '24'],
      ['7.5', '5', '38.5', '24.5'],
      ['8', '5.5', '39', '25'],
      ['8.5', '6', '40', '25.5'],
      ['9', '6.5', '40.5', '26'],
      ['9.5', '7', '41', '26.5'],
      ['10', '7.5', '42', '27'],
      ['10.5', '8', '42.5', '27.5'],
      ['11', '8.5', '43', '28'],
    ],
  },
  'kids-shoes': {
    columns: ['sizeUs', 'sizeUk', 'sizeEu', 'footCm'],
    note: 'shoes',
    rows: [
      ['10C', '9.5', '27', '16.5'],
      ['11C', '10.5', '28', '17'],
      ['12C', '11.5', '29.5', '18'],
      ['13C', '12.5', '31', '19'],
      ['1Y', '13.5', '32', '20'],
      ['2Y', '1.5', '33.5', '20.5'],
      ['3Y', '2.5', '35', '21.5'],
      ['4Y', '3.5', '36', '22.5'],
      ['5Y', '4.5', '37.5', '23.5'],
      ['6Y', '5.5', '38.5', '24'],
      ['7Y', '6', '40', '25'],
    ],
  },
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
