import type { Palette } from './colorways';
import { lightness, shade, tint } from './svg-colors';

export type AccessorySilhouette = 'cap' | 'socks' | 'bag';

function outlineOf(color: string): string {
  return shade(color, lightness(color) > 0.6 ? 0.3 : 0.5);
}

function cap({ primary, secondary, accent }: Palette, id: string): string {
  const outline = outlineOf(primary);
  const crown = 'M196 500 C196 318 318 238 430 238 C548 238 624 330 626 500 Z';
  return [
    `<defs><radialGradient id="${id}-crown" cx="0.45" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${tint(primary, 0.16)}"/>
      <stop offset="1" stop-color="${shade(primary, 0.2)}"/>
    </radialGradient></defs>`,
    `<ellipse cx="450" cy="560" rx="300" ry="24" fill="#000" opacity="0.1"/>`,
    `<path d="M560 470 C650 452 746 470 770 512 C730 540 632 540 560 520 Z" fill="${shade(primary, 0.18)}" stroke="${outline}" stroke-width="3"/>`,
    `<path d="${crown}" fill="url(#${id}-crown)" stroke="${outline}" stroke-width="3"/>`,
    `<path d="M430 240 C396 310 388 420 392 500 M430 240 C486 310 522 400 532 500" fill="none" stroke="${outline}" stroke-width="3" opacity="0.6"/>`,
    `<rect x="196" y="486" width="430" height="22" fill="${secondary}"/>`,
    `<circle cx="430" cy="240" r="14" fill="${secondary}" stroke="${outline}" stroke-width="2"/>`,
    `<path d="M436 380 C464 360 504 354 536 360 C504 368 474 380 452 402 Z" fill="${accent}"/>`,
    `<circle cx="300" cy="360" r="6" fill="${outline}"/><circle cx="560" cy="360" r="6" fill="${outline}"/>`,
  ].join('');
}

const sock =
  'M300 150 H430 V440 C430 480 450 505 500 520 L590 548 C640 563 640 640 585 645 L430 640 C350 636 300 590 300 520 Z';

function socks({ primary, secondary, accent }: Palette): string {
  const outline = outlineOf(primary);
  const one = (fill: string) =>
    [
      `<path d="${sock}" fill="${fill}" stroke="${outline}" stroke-width="3"/>`,
      `<rect x="300" y="150" width="130" height="64" fill="${secondary}" stroke="${outline}" stroke-width="3"/>`,
      `<path d="M300 232 H430 M300 250 H430" stroke="${accent}" stroke-width="8"/>`,
      `<path d="M560 540 L590 548 C640 563 640 640 585 645 L556 644 C576 612 578 572 560 540 Z" fill="${secondary}"/>`,
      `<path d="M300 500 C300 580 336 620 400 636 C356 600 340 560 340 500 Z" fill="${secondary}"/>`,
    ].join('');
  return [
    `<g transform="translate(96 -34)">${one(shade(primary, 0.14))}</g>`,
    `<g transform="translate(-60 40)">${one(primary)}</g>`,
  ].join('');
}

function bag({ primary, secondary, accent }: Palette, id: string): string {
  const outline = outlineOf(primary);
  return [
    `<defs>
      <linearGradient id="${id}-bag" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${tint(primary, 0.14)}"/>
        <stop offset="1" stop-color="${shade(primary, 0.2)}"/>
      </linearGradient>
      <clipPath id="${id}-clip"><rect x="150" y="340" width="500" height="260" rx="120"/></clipPath>
    </defs>`,
    `<ellipse cx="400" cy="612" rx="280" ry="22" fill="#000" opacity="0.12"/>`,
    `<path d="M290 350 C290 220 510 220 510 350" fill="none" stroke="${secondary}" stroke-width="24" stroke-linecap="round"/>`,
    `<rect x="150" y="340" width="500" height="260" rx="120" fill="url(#${id}-bag)"/>`,
    `<g clip-path="url(#${id}-clip)">
      <rect x="150" y="540" width="500" height="60" fill="${shade(primary, 0.3)}"/>
      <rect x="150" y="452" width="500" height="30" fill="${accent}"/>
      <ellipse cx="176" cy="470" rx="52" ry="130" fill="${shade(primary, 0.15)}"/>
      <ellipse cx="624" cy="470" rx="52" ry="130" fill="${shade(primary, 0.15)}"/>
    </g>`,
    `<path d="M240 356 C330 338 470 338 560 356" fill="none" stroke="${shade(secondary, 0.2)}" stroke-width="8" stroke-dasharray="6 4"/>`,
    `<rect x="540" y="348" width="16" height="40" rx="5" fill="${accent}"/>`,
    `<rect x="272" y="336" width="36" height="48" rx="6" fill="${secondary}"/><rect x="492" y="336" width="36" height="48" rx="6" fill="${secondary}"/>`,
    `<rect x="150" y="340" width="500" height="260" rx="120" fill="none" stroke="${outline}" stroke-width="3"/>`,
  ].join('');
}

/** An accessory inside an 800×800 box. */
export function drawAccessory(
  silhouette: AccessorySilhouette,
  palette: Palette,
  id: string,
): string {
  if (silhouette === 'cap') return cap(palette, id);
  if (silhouette === 'socks') return socks(palette);
  return bag(palette, id);
}

/** The gift card: a wrapped card with a ribbon and bow, no lettering. */
export function drawGiftCard({ primary, secondary, accent }: Palette, id: string): string {
  return [
    `<defs>
      <linearGradient id="${id}-card" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${tint(primary, 0.15)}"/>
        <stop offset="1" stop-color="${shade(primary, 0.25)}"/>
      </linearGradient>
      <clipPath id="${id}-clip"><rect x="130" y="230" width="540" height="340" rx="30"/></clipPath>
    </defs>`,
    `<rect x="140" y="246" width="540" height="340" rx="30" fill="#000" opacity="0.12"/>`,
    `<rect x="130" y="230" width="540" height="340" rx="30" fill="url(#${id}-card)"/>`,
    `<g clip-path="url(#${id}-clip)">
      <path d="M130 520 L420 230 H470 L180 570 H130 Z" fill="${accent}" opacity="0.85"/>
      <rect x="500" y="230" width="44" height="340" fill="${secondary}"/>
      <rect x="130" y="372" width="540" height="40" fill="${secondary}"/>
    </g>`,
    `<ellipse cx="486" cy="368" rx="54" ry="30" transform="rotate(-28 486 368)" fill="${secondary}" stroke="${shade(secondary, 0.3)}" stroke-width="3"/>`,
    `<ellipse cx="560" cy="368" rx="54" ry="30" transform="rotate(28 560 368)" fill="${secondary}" stroke="${shade(secondary, 0.3)}" stroke-width="3"/>`,
    `<circle cx="522" cy="390" r="22" fill="${shade(secondary, 0.15)}"/>`,
    `<path d="M180 500 C210 480 250 474 286 480 C250 488 220 500 198 520 Z" fill="#fff" opacity="0.9"/>`,
  ].join('');
}
