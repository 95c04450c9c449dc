import localFont from 'next/font/local';

/**
 * Archivo, the brand's typeface, served from our own origin (no request to a font host): one
 * variable file carries every weight. Its fallback is size-adjusted so the swap shifts nothing.
 */
export const brandFont = localFont({
  src: '../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  adjustFontFallback: 'Arial',
});
