import type { Palette } from './colorways';
import { lightness, mix, shade, tint } from './svg-colors';

export type ShoeSilhouette = 'runner' | 'trainer' | 'court' | 'trail' | 'lifestyle';

/** What sets the shoe types apart when seen from the side. */
interface ShoeShape {
  /** Top of the collar; lower numbers make a higher boot. */
  collar: number;
  /** Midsole height at the heel. */
  sole: number;
  lugs: boolean;
  toeCap: boolean;
  strap: boolean;
  stitch: boolean;
}

const shapes: Record<ShoeSilhouette, ShoeShape> = {
  runner: { collar: 366, sole: 74, lugs: false, toeCap: false, strap: false, stitch: false },
  trainer: { collar: 374, sole: 50, lugs: false, toeCap: false, strap: false, stitch: false },
  court: { collar: 268, sole: 58, lugs: false, toeCap: false, strap: true, stitch: false },
  trail: { collar: 362, sole: 60, lugs: true, toeCap: true, strap: false, stitch: false },
  lifestyle: { collar: 384, sole: 44, lugs: false, toeCap: false, strap: false, stitch: true },
};

/** Top of the midsole, where the upper sits. */
const BASE = 520;

type Point = [number, number];
type Curve = [Point, Point, Point, Point];

function pointOn([p0, p1, p2, p3]: Curve, t: number): Point {
  const u = 1 - t;
  const at = (i: 0 | 1) =>
    u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  return [at(0), at(1)];
}

const fixed = (value: number) => value.toFixed(1);

/** Short strokes across the lace band, perpendicular to it. */
function laces(band: Curve, color: string): string {
  return [0.1, 0.26, 0.42, 0.58, 0.74]
    .map((t) => {
      const [x, y] = pointOn(band, t);
      const [nx, ny] = pointOn(band, t + 0.01);
      const length = Math.hypot(nx - x, ny - y);
      const dx = (-(ny - y) / length) * 17;
      const dy = ((nx - x) / length) * 17;
      return `<line x1="${fixed(x - dx)}" y1="${fixed(y - dy)}" x2="${fixed(x + dx)}" y2="${fixed(y + dy)}" stroke="${color}" stroke-width="9" stroke-linecap="round"/>`;
    })
    .join('');
}

/** A side view of a shoe, toe to the right, inside an 800×800 box. */
export function drawShoe(silhouette: ShoeSilhouette, palette: Palette, id: string): string {
  const { collar: c, sole: h, ...features } = shapes[silhouette];
  const { primary, secondary, accent } = palette;
  const light = lightness(primary) > 0.6;
  const outline = shade(primary, light ? 0.3 : 0.5);
  const overlay = light ? shade(primary, 0.1) : tint(primary, 0.12);
  const outsole = mix(secondary, '#2a2a2a', 0.65);
  const instepDip = Math.max(c + 40, 400);

  const upper = [
    `M150 ${BASE}`,
    `C130 ${BASE - 50} 134 ${c + 60} 158 ${c + 22}`,
    `C174 ${c} 206 ${c - 6} 234 ${c + 8}`,
    `C258 ${c + 20} 282 ${c + 30} 306 ${c + 18}`,
    `C324 ${c + 6} 334 ${c - 28} 358 ${c - 30}`,
    `C382 ${c - 32} 392 ${c - 14} 404 ${c + 2}`,
    `C470 ${instepDip} 540 ${BASE - 108} 620 ${BASE - 82}`,
    `C690 ${BASE - 62} 728 ${BASE - 36} 720 ${BASE} Z`,
  ].join(' ');
  const midsole = [
    `M134 ${BASE} H716`,
    `C738 ${BASE} 744 ${BASE + h * 0.3} 728 ${BASE + h * 0.5}`,
    `C708 ${BASE + h * 0.72} 664 ${BASE + h * 0.78} 610 ${BASE + h * 0.82}`,
    `L210 ${BASE + h} C160 ${BASE + h} 128 ${BASE + h * 0.7} 134 ${BASE} Z`,
  ].join(' ');
  const band: Curve = [
    [396, c + 26],
    [456, instepDip + 30],
    [520, BASE - 92],
    [600, BASE - 68],
  ];
  const [b0, b1, b2, b3] = band;

  const decorations = [
    `<path d="M150 ${BASE} C146 ${BASE - 50} 152 ${BASE - 96} 170 ${BASE - 118} C212 ${BASE - 112} 250 ${BASE - 70} 276 ${BASE} Z" fill="${overlay}"/>`,
    `<path d="M590 ${BASE} C596 ${BASE - 30} 620 ${BASE - 50} 660 ${BASE - 50} C700 ${BASE - 48} 730 ${BASE - 30} 730 ${BASE} Z" fill="${features.toeCap ? shade(primary, 0.3) : overlay}"/>`,
    `<path d="M286 ${BASE - 40} C380 ${BASE - 96} 500 ${BASE - 116} 640 ${BASE - 92} C520 ${BASE - 76} 410 ${BASE - 42} 330 ${BASE + 4} Z" fill="${accent}"/>`,
    `<ellipse cx="330" cy="${c + 40}" rx="150" ry="26" fill="#fff" opacity="0.14"/>`,
  ];

  return [
    `<defs>
      <linearGradient id="${id}-upper" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${tint(primary, 0.16)}"/>
        <stop offset="1" stop-color="${shade(primary, 0.14)}"/>
      </linearGradient>
      <linearGradient id="${id}-mid" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${tint(secondary, 0.14)}"/>
        <stop offset="1" stop-color="${shade(secondary, 0.1)}"/>
      </linearGradient>
      <radialGradient id="${id}-shadow">
        <stop offset="0" stop-color="#000" stop-opacity="0.3"/>
        <stop offset="1" stop-color="#000" stop-opacity="0"/>
      </radialGradient>
      <clipPath id="${id}-clip"><path d="${upper}"/></clipPath>
    </defs>`,
    `<ellipse cx="430" cy="${BASE + h + 20}" rx="320" ry="22" fill="url(#${id}-shadow)"/>`,
    `<path d="${upper}" fill="url(#${id}-upper)"/>`,
    `<g clip-path="url(#${id}-clip)">${decorations.join('')}</g>`,
    `<path d="M${b0[0]} ${b0[1]} C${b1[0]} ${b1[1]} ${b2[0]} ${b2[1]} ${b3[0]} ${b3[1]}" fill="none" stroke="${overlay}" stroke-width="30" stroke-linecap="round"/>`,
    laces(band, light ? shade(primary, 0.45) : tint(secondary, 0.25)),
    `<path d="${upper}" fill="none" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`,
    features.strap
      ? `<path d="M232 ${c + 44} L392 ${c + 14} L404 ${c + 62} L244 ${c + 94} Z" fill="${secondary}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`
      : '',
    `<rect x="138" y="${c + 20}" width="30" height="66" rx="12" fill="${accent}" transform="rotate(-14 153 ${c + 53})"/>`,
    `<path d="${midsole}" transform="translate(0 12)" fill="${outsole}"/>`,
    `<path d="${midsole}" fill="url(#${id}-mid)" stroke="${shade(secondary, 0.3)}" stroke-width="3"/>`,
    features.stitch
      ? `<path d="M160 ${BASE + h * 0.45} H700" stroke="${shade(secondary, 0.35)}" stroke-width="3" stroke-dasharray="10 8"/>`
      : '',
    features.lugs
      ? Array.from(
          { length: 11 },
          (_, i) =>
            `<rect x="${200 + i * 42}" y="${BASE + h + 10 - i * 1.6}" width="24" height="14" rx="4" fill="${outsole}"/>`,
        ).join('')
      : '',
  ].join('');
}
