import type { Translated } from './translated';

const colors = {
  black: { hex: '#1c1c1e', name: { en: 'Black', fr: 'Noir', de: 'Schwarz', it: 'Nero' } },
  white: { hex: '#f4f3ef', name: { en: 'White', fr: 'Blanc', de: 'Weiß', it: 'Bianco' } },
  grey: { hex: '#8d9096', name: { en: 'Grey', fr: 'Gris', de: 'Grau', it: 'Grigio' } },
  navy: { hex: '#1f2a44', name: { en: 'Navy', fr: 'Marine', de: 'Marineblau', it: 'Blu navy' } },
  royal: {
    hex: '#2f5bd3',
    name: { en: 'Royal Blue', fr: 'Bleu roi', de: 'Königsblau', it: 'Blu royal' },
  },
  red: { hex: '#d3322f', name: { en: 'Red', fr: 'Rouge', de: 'Rot', it: 'Rosso' } },
  orange: { hex: '#f07a1a', name: { en: 'Orange', fr: 'Orange', de: 'Orange', it: 'Arancione' } },
  volt: {
    hex: '#d4ee3c',
    name: { en: 'Volt', fr: 'Jaune fluo', de: 'Neongelb', it: 'Giallo fluo' },
  },
  green: { hex: '#2f8f5b', name: { en: 'Green', fr: 'Vert', de: 'Grün', it: 'Verde' } },
  olive: { hex: '#6b6f3a', name: { en: 'Olive', fr: 'Olive', de: 'Oliv', it: 'Oliva' } },
  pink: { hex: '#f29bb5', name: { en: 'Pink', fr: 'Rose', de: 'Rosa', it: 'Rosa' } },
  purple: { hex: '#6e4aa8', name: { en: 'Purple', fr: 'Violet', de: 'Lila', it: 'Viola' } },
  teal: {
    hex: '#1c8c8c',
    name: { en: 'Teal', fr: 'Bleu canard', de: 'Petrol', it: 'Verde petrolio' },
  },
  sand: { hex: '#d9c7a3', name: { en: 'Sand', fr: 'Sable', de: 'Sand', it: 'Sabbia' } },
  brown: { hex: '#7a4e2d', name: { en: 'Brown', fr: 'Marron', de: 'Braun', it: 'Marrone' } },
  burgundy: {
    hex: '#7a1f35',
    name: { en: 'Burgundy', fr: 'Bordeaux', de: 'Bordeaux', it: 'Bordeaux' },
  },
} satisfies Record<string, { hex: string; name: Translated }>;

type ColorName = keyof typeof colors;

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
}

/** A colourway: the swatch is the main colour, the label names main and second colour. */
export interface Colorway extends Palette {
  code: string;
  label: Translated;
}

function colorway(code: string, main: ColorName, second: ColorName, accent: ColorName): Colorway {
  const label =
    main === second
      ? colors[main].name
      : {
          en: `${colors[main].name.en}/${colors[second].name.en}`,
          fr: `${colors[main].name.fr}/${colors[second].name.fr}`,
          de: `${colors[main].name.de}/${colors[second].name.de}`,
          it: `${colors[main].name.it}/${colors[second].name.it}`,
        };
  return {
    code,
    label,
    primary: colors[main].hex,
    secondary: colors[second].hex,
    accent: colors[accent].hex,
  };
}

export const colorways: readonly Colorway[] = [
  colorway('001', 'black', 'white', 'red'),
  colorway('002', 'white', 'black', 'royal'),
  colorway('003', 'grey', 'volt', 'volt'),
  colorway('004', 'navy', 'orange', 'orange'),
  colorway('005', 'royal', 'white', 'volt'),
  colorway('006', 'red', 'black', 'white'),
  colorway('007', 'volt', 'black', 'black'),
  colorway('008', 'green', 'white', 'sand'),
  colorway('009', 'olive', 'sand', 'orange'),
  colorway('010', 'pink', 'white', 'purple'),
  colorway('011', 'purple', 'volt', 'volt'),
  colorway('012', 'teal', 'white', 'pink'),
  colorway('013', 'sand', 'brown', 'green'),
  colorway('014', 'burgundy', 'sand', 'white'),
  colorway('015', 'black', 'black', 'grey'),
  colorway('016', 'white', 'grey', 'green'),
  colorway('017', 'orange', 'navy', 'white'),
  colorway('018', 'brown', 'sand', 'orange'),
];

/** Bounded palettes per product family keep the number of distinct product images small. */
const families = {
  shoes: colorways.map((c) => c.code),
  apparel: ['001', '002', '003', '004', '006', '008', '009', '010', '012', '014', '015', '016'],
  accessories: ['001', '002', '004', '009', '013', '015'],
} as const;

export type ColorFamily = keyof typeof families;

export function colorwaysFor(family: ColorFamily): Colorway[] {
  return families[family].map(findColorway);
}

export function findColorway(code: string): Colorway {
  const found = colorways.find((c) => c.code === code);
  if (!found) throw new Error(`Unknown colourway ${code}`);
  return found;
}

/** The gift card's single design. */
export const giftCardColorway: Colorway = {
  code: '900',
  label: { en: 'Classic', fr: 'Classique', de: 'Klassisch', it: 'Classico' },
  primary: '#1f2a44',
  secondary: '#d4ee3c',
  accent: '#f07a1a',
};
