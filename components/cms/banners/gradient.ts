import type { Breakpoint } from '@/lib/contracts/cms/primitives';
import { breakpoints } from '@/lib/contracts/cms/primitives';
import type {
  GradientStyle,
  GradientTone,
  OverMediaBannerContent,
} from '@/lib/contracts/cms/banners';

/** A banner's gradient at one breakpoint. */
export interface Shade {
  style: GradientStyle;
  tone: GradientTone;
}

/**
 * The gradient at each breakpoint: the banner's gradientStyle and gradientTone (focused and dark
 * when unset), overridden per breakpoint; a breakpoint without an override keeps the smaller one's.
 */
export function resolveShades(banner: OverMediaBannerContent): Record<Breakpoint, Shade> {
  let current: Shade = {
    style: banner.gradientStyle ?? 'focused',
    tone: banner.gradientTone ?? 'dark',
  };
  const shades = {} as Record<Breakpoint, Shade>;
  for (const breakpoint of breakpoints) {
    const override = banner.gradientBreakpoints?.[breakpoint];
    current = {
      style: override?.gradientStyle ?? current.style,
      tone: override?.gradientTone ?? current.tone,
    };
    shades[breakpoint] = current;
  }
  return shades;
}

// Tailwind reads class names from the source: every one is written out in full.

/** The share of the banner a gradient covers (spec 002 section 9: 35, 50 and 0 percent). */
const coverage = {
  width: {
    sm: { full: 'w-[35%]', focused: 'w-[50%]', off: 'w-0' },
    md: { full: 'md:w-[35%]', focused: 'md:w-[50%]', off: 'md:w-0' },
    lg: { full: 'lg:w-[35%]', focused: 'lg:w-[50%]', off: 'lg:w-0' },
  },
  height: {
    sm: { full: 'h-[35%]', focused: 'h-[50%]', off: 'h-0' },
    md: { full: 'md:h-[35%]', focused: 'md:h-[50%]', off: 'md:h-0' },
    lg: { full: 'lg:h-[35%]', focused: 'lg:h-[50%]', off: 'lg:h-0' },
  },
} as const;

const gradientTone = {
  sm: { dark: 'from-black/75', light: 'from-white/90' },
  md: { dark: 'md:from-black/75', light: 'md:from-white/90' },
  lg: { dark: 'lg:from-black/75', light: 'lg:from-white/90' },
} as const;

/** Words on a shade: white on dark, ink on light. */
const textTone = {
  sm: { dark: 'text-white', light: 'text-ink' },
  md: { dark: 'md:text-white', light: 'md:text-ink' },
  lg: { dark: 'lg:text-white', light: 'lg:text-ink' },
} as const;

/** A backdrop's solid panel in the tone's colour. */
const panelTone = {
  sm: { dark: 'bg-ink', light: 'bg-white' },
  md: { dark: 'md:bg-ink', light: 'md:bg-white' },
  lg: { dark: 'lg:bg-ink', light: 'lg:bg-white' },
} as const;

/** The edge the gradient starts from: the side the words sit on. */
export type ShadeEdge = 'left' | 'right' | 'top' | 'bottom';

const edgeClass: Record<ShadeEdge, string> = {
  left: 'inset-y-0 left-0 bg-gradient-to-r',
  right: 'inset-y-0 right-0 bg-gradient-to-l',
  top: 'inset-x-0 top-0 bg-gradient-to-b',
  bottom: 'inset-x-0 bottom-0 bg-gradient-to-t',
};

export function gradientClasses(shades: Record<Breakpoint, Shade>, edge: ShadeEdge): string {
  const axis = edge === 'left' || edge === 'right' ? 'width' : 'height';
  return [
    edgeClass[edge],
    ...breakpoints.map((bp) => coverage[axis][bp][shades[bp].style]),
    ...breakpoints.map((bp) => gradientTone[bp][shades[bp].tone]),
  ].join(' ');
}

export function textToneClasses(shades: Record<Breakpoint, Shade>): string {
  return breakpoints.map((bp) => textTone[bp][shades[bp].tone]).join(' ');
}

export function panelToneClasses(shades: Record<Breakpoint, Shade>): string {
  return breakpoints.map((bp) => panelTone[bp][shades[bp].tone]).join(' ');
}
