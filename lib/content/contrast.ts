/**
 * WCAG 2 contrast between editor-picked colours, so an editor's text colour is used only where it
 * stays readable (AA: 4.5 to 1 for body text).
 */

const INK = '#111111';
const WHITE = '#ffffff';
const AA_RATIO = 4.5;

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether light words (white) read better on this background than dark ones (ink). */
export function isDarkBackground(background: string): boolean {
  return contrastRatio(WHITE, background) > contrastRatio(INK, background);
}

/** The editor's text colour when it meets AA on the background, else ink or white. */
export function readableTextColor(background: string, preferred?: string): string {
  if (preferred && contrastRatio(preferred, background) >= AA_RATIO) return preferred;
  return isDarkBackground(background) ? WHITE : INK;
}

/** A form's palest words: its error messages (Tailwind's red-700). */
const FORM_ERROR_TEXT = '#b91c1c';

/** Whether a form's words, its error messages included, keep AA contrast on this background. */
export function suitsForm(background: string): boolean {
  return contrastRatio(FORM_ERROR_TEXT, background) >= AA_RATIO;
}
