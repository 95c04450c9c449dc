import type { Palette } from './colorways';
import { lightness, shade, tint } from './svg-colors';

export type ApparelSilhouette = 'tee' | 'hoodie' | 'jacket' | 'shorts' | 'pants';

const bodies: Record<ApparelSilhouette, string> = {
  tee: 'M312 178 C352 206 448 206 488 178 L610 226 L668 356 L592 392 L566 330 L566 632 C500 650 300 650 234 632 L234 330 L208 392 L132 356 L190 226 Z',
  hoodie:
    'M300 200 C350 222 450 222 500 200 L612 240 C650 300 676 420 690 600 L622 612 L592 380 L572 404 L572 650 C500 668 300 668 228 650 L228 404 L208 380 L178 612 L110 600 C124 420 150 300 188 240 Z',
  jacket:
    'M316 176 C356 196 444 196 484 176 L604 226 C644 290 668 420 682 600 L616 612 L588 380 L570 404 L570 650 C500 664 300 664 230 650 L230 404 L212 380 L184 612 L118 600 C132 420 156 290 196 226 Z',
  shorts:
    'M236 250 H564 L602 542 C544 560 474 560 420 544 L400 404 L380 544 C326 560 256 560 198 542 Z',
  pants: 'M256 168 H544 L584 690 H446 L400 330 L354 690 H216 Z',
};

/** Logo mark: a stylised stride stripe, no lettering. */
function logo(x: number, y: number, color: string): string {
  return `<path d="M${x} ${y + 26} C${x + 26} ${y + 6} ${x + 62} ${y} ${x + 90} ${y + 6} C${x + 62} ${y + 12} ${x + 36} ${y + 22} ${x + 16} ${y + 42} Z" fill="${color}"/>`;
}

interface Tones {
  trim: string;
  deep: string;
  outline: string;
}

function details(
  silhouette: ApparelSilhouette,
  palette: Palette,
  { trim, deep, outline }: Tones,
): string {
  const { secondary, accent } = palette;
  switch (silhouette) {
    case 'tee':
      return [
        `<path d="M312 178 C352 232 448 232 488 178 C448 206 352 206 312 178 Z" fill="${deep}"/>`,
        `<path d="M312 178 C352 232 448 232 488 178" fill="none" stroke="${secondary}" stroke-width="12"/>`,
        `<path d="M668 356 L592 392 M132 356 L208 392" stroke="${trim}" stroke-width="14"/>`,
        `<path d="M236 620 C300 638 500 638 564 620" fill="none" stroke="${trim}" stroke-width="10"/>`,
        logo(440, 280, accent),
      ].join('');
    case 'hoodie':
      return [
        `<path d="M286 232 C266 118 338 80 400 80 C462 80 534 118 514 232 C470 262 330 262 286 232 Z" fill="${trim}" stroke="${outline}" stroke-width="3"/>`,
        `<path d="M332 230 C336 146 464 146 468 230 C440 252 360 252 332 230 Z" fill="${deep}"/>`,
        `<path d="M372 248 L366 350 M428 248 L434 350" stroke="${secondary}" stroke-width="7" stroke-linecap="round"/>`,
        `<path d="M300 500 L500 500 L532 604 L268 604 Z" fill="${trim}"/>`,
        `<path d="M110 600 L178 612 L174 642 L106 630 Z M622 612 L690 600 L694 630 L626 642 Z" fill="${deep}"/>`,
        `<path d="M228 640 C300 658 500 658 572 640 L572 668 C500 686 300 686 228 668 Z" fill="${deep}"/>`,
        logo(300, 300, accent),
      ].join('');
    case 'jacket':
      return [
        `<path d="M316 176 L484 176 L472 136 C440 124 360 124 328 136 Z" fill="${deep}"/>`,
        `<path d="M196 226 L316 176 C330 220 300 250 250 262 Z M604 226 L484 176 C470 220 500 250 550 262 Z" fill="${secondary}"/>`,
        `<path d="M400 150 V656" stroke="${shade(secondary, 0.2)}" stroke-width="6"/>`,
        `<rect x="392" y="196" width="16" height="34" rx="4" fill="${accent}"/>`,
        `<path d="M470 320 L540 300" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M118 600 L184 612 L180 640 L114 628 Z M616 612 L682 600 L686 628 L620 640 Z" fill="${deep}"/>`,
        `<path d="M150 420 L200 300 M650 420 L600 300" stroke="${accent}" stroke-width="10" stroke-linecap="round" opacity="0.9"/>`,
      ].join('');
    case 'shorts':
      return [
        `<rect x="236" y="250" width="328" height="44" fill="${deep}"/>`,
        `<path d="M392 272 L376 330 M408 272 L424 330" stroke="${secondary}" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M560 300 L596 530 M240 300 L204 530" stroke="${accent}" stroke-width="12"/>`,
        logo(270, 450, secondary),
      ].join('');
    case 'pants':
      return [
        `<rect x="256" y="168" width="288" height="42" fill="${deep}"/>`,
        `<path d="M392 190 L380 250 M408 190 L420 250" stroke="${secondary}" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M216 662 H354 V690 H216 Z M446 662 H584 V690 H446 Z" fill="${deep}"/>`,
        `<path d="M540 220 L578 656 M260 220 L222 656" stroke="${accent}" stroke-width="10"/>`,
        logo(276, 260, secondary),
      ].join('');
  }
}

/** A garment laid flat, front view, inside an 800×800 box. */
export function drawApparel(silhouette: ApparelSilhouette, palette: Palette, id: string): string {
  const { primary } = palette;
  const light = lightness(primary) > 0.6;
  const outline = shade(primary, light ? 0.28 : 0.5);
  const trim = light ? shade(primary, 0.08) : tint(primary, 0.08);
  const deep = shade(primary, light ? 0.16 : 0.3);
  const body = bodies[silhouette];
  return [
    `<defs>
      <linearGradient id="${id}-cloth" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${shade(primary, 0.12)}"/>
        <stop offset="0.5" stop-color="${tint(primary, 0.1)}"/>
        <stop offset="1" stop-color="${shade(primary, 0.12)}"/>
      </linearGradient>
      <clipPath id="${id}-clip"><path d="${body}"/></clipPath>
    </defs>`,
    `<path d="${body}" transform="translate(10 14)" fill="#000" opacity="0.08"/>`,
    `<path d="${body}" fill="url(#${id}-cloth)"/>`,
    `<g clip-path="url(#${id}-clip)"><path d="M300 420 C340 470 380 480 420 470 M460 560 C500 540 520 520 540 480" fill="none" stroke="${outline}" stroke-width="3" opacity="0.25"/></g>`,
    details(silhouette, palette, { trim, deep, outline }),
    `<path d="${body}" fill="none" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`,
  ].join('');
}
