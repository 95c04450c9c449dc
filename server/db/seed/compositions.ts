import type { Palette } from './colorways';
import { drawSilhouette, isShoe, type Silhouette } from './silhouettes';
import { lightness, shade, tint } from './svg-colors';

/** The two product shots of every colourway. */
export const productViews = ['main', 'alt'] as const;
type ProductView = (typeof productViews)[number];

const PRODUCT_IMAGE_SIZE = 800;
export const HERO_SIZE = { width: 1600, height: 700 } as const;
export const CARD_SIZE = 600;

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * A product shot on a light studio background. The main view is the item straight on; the
 * alternate view tilts it (and turns shoes around) in front of a disc in the accent colour.
 */
export function productShot(silhouette: Silhouette, palette: Palette, view: ProductView): string {
  const size = PRODUCT_IMAGE_SIZE;
  const item = drawSilhouette(silhouette, palette, 'item');
  if (view === 'main') {
    return svgDocument(
      size,
      size,
      `<defs><radialGradient id="studio" cx="0.5" cy="0.42" r="0.75">
        <stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#e9e7e1"/>
      </radialGradient></defs>
      <rect width="${size}" height="${size}" fill="url(#studio)"/>${item}`,
    );
  }
  const turn = isShoe(silhouette) ? 'scale(-0.86 0.86) rotate(12)' : 'scale(0.86) rotate(8)';
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="#efede8"/>
    <circle cx="400" cy="400" r="300" fill="${tint(palette.accent, 0.72)}"/>
    <g transform="translate(400 400) ${turn} translate(-400 -420)">${item}</g>`,
  );
}

/** A wide campaign banner: colour field, diagonal bands and the item on the right. */
export function heroBanner(silhouette: Silhouette, palette: Palette): string {
  const { width, height } = HERO_SIZE;
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="field" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(palette.primary, 0.35)}"/>
      <stop offset="1" stop-color="${tint(palette.primary, 0.1)}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#field)"/>
    <path d="M880 ${height} L1230 0 H1400 L1050 ${height} Z" fill="${palette.accent}" opacity="0.9"/>
    <path d="M1110 ${height} L1460 0 H1510 L1160 ${height} Z" fill="${palette.secondary}" opacity="0.55"/>
    <g transform="translate(800 -110)">${drawSilhouette(silhouette, palette, 'hero')}</g>`,
  );
}

/** A square category tile: the item centred on a soft accent background. */
export function categoryCard(silhouette: Silhouette, palette: Palette): string {
  const base = lightness(palette.accent) > 0.85 ? palette.primary : palette.accent;
  return svgDocument(
    CARD_SIZE,
    CARD_SIZE,
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${tint(base, 0.82)}"/>
      <stop offset="1" stop-color="${tint(base, 0.6)}"/>
    </linearGradient></defs>
    <rect width="${CARD_SIZE}" height="${CARD_SIZE}" fill="url(#tile)"/>
    <g transform="scale(0.75)">${drawSilhouette(silhouette, palette, 'card')}</g>`,
  );
}
