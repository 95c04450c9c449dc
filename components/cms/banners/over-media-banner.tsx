import type { OverMediaBannerContent } from '@/lib/contracts/cms/banners';
import type { Alignment } from '@/lib/contracts/cms/primitives';
import { isDarkBackground, readableTextColor } from '@/lib/content/contrast';
import { BannerFrame } from './banner-frame';
import { BannerPicture } from './banner-media';
import { BannerText, type TextScale } from './banner-text';
import {
  gradientClasses,
  panelToneClasses,
  resolveShades,
  textToneClasses,
  type ShadeEdge,
} from './gradient';

const horizontalClass: Record<Alignment, string> = {
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
};
const verticalClass = { top: 'items-start', middle: 'items-center', bottom: 'items-end' } as const;

/** The overlay banner's text panel width from medium screens up; phones use the full width. */
const overlayWidthClass = {
  xs: 'md:w-1/4',
  sm: 'md:w-1/3',
  md: 'md:w-1/2',
  lg: 'md:w-2/3',
} as const;

/** The box each variant gives the picture and how large its words are. */
function variantLayout(banner: OverMediaBannerContent): {
  box: string;
  aspect: boolean;
  scale: TextScale;
  sizes: string;
  textWidth: string;
} {
  const fullWidth = '(min-width: 1280px) 1280px, 100vw';
  switch (banner.type) {
    case 'hero-banner': {
      // Cinema caps the banner at half the viewport; full height fills it below the sticky header.
      const height = banner.cinema
        ? 'min-h-[min(22rem,50vh)] max-h-[50vh]'
        : banner.isFullHeight
          ? 'min-h-[calc(100svh-8rem)] sm:min-h-[calc(100svh-5.5rem)]'
          : 'min-h-[22rem] sm:min-h-[28rem]';
      return {
        box: height,
        aspect: false,
        scale: 'large',
        sizes: fullWidth,
        textWidth: 'max-w-xl',
      };
    }
    case 'image-banner':
      return {
        box: 'min-h-[20rem]',
        aspect: true,
        scale: 'medium',
        sizes: fullWidth,
        textWidth: 'max-w-xl',
      };
    case 'overlay-banner':
      return {
        box: 'min-h-[20rem]',
        aspect: true,
        scale: 'medium',
        sizes: fullWidth,
        textWidth: `w-full ${overlayWidthClass[banner.overlayWidth ?? 'md']}`,
      };
    case 'espot-banner':
      return {
        box: 'aspect-[4/5] w-full max-w-sm',
        aspect: false,
        scale: 'small',
        sizes: '(min-width: 640px) 384px, 100vw',
        textWidth: 'w-full',
      };
  }
}

/**
 * Banners whose words sit over the picture (hero, image, overlay, espot): a gradient from the
 * words' side in the chosen tone per breakpoint, or a solid backdrop panel behind them.
 */
export function OverMediaBanner({
  banner,
  priority,
}: {
  banner: OverMediaBannerContent;
  priority: boolean;
}) {
  const layout = variantLayout(banner);
  const shades = resolveShades(banner);
  const horizontal = banner.textPosition?.horizontal ?? 'left';
  const vertical =
    banner.textPosition?.vertical ?? (banner.type === 'espot-banner' ? 'bottom' : 'middle');
  // The shade starts at the edge the words sit against: top or bottom, else their side.
  const edge: ShadeEdge =
    vertical !== 'middle' ? vertical : horizontal === 'center' ? 'bottom' : horizontal;
  const panelColor = banner.backdrop ? banner.colors?.background : undefined;
  const words = panelColor
    ? {
        className: '',
        style: {
          backgroundColor: panelColor,
          color: readableTextColor(panelColor, banner.colors?.text),
        },
        tone: isDarkBackground(panelColor) ? ('on-dark' as const) : ('on-light' as const),
      }
    : {
        className: `${textToneClasses(shades)} ${banner.backdrop ? panelToneClasses(shades) : ''}`,
        style: undefined,
        // Primary targets read on either tone; secondary ones take the words' colour.
        tone: shades.sm.tone === 'dark' ? ('on-dark' as const) : ('on-light' as const),
      };

  return (
    <BannerFrame
      banner={banner}
      className={`relative isolate flex overflow-hidden rounded-lg bg-neutral-900 p-6 sm:p-12 ${layout.box} ${horizontalClass[horizontal]} ${verticalClass[vertical]}`}
      style={
        layout.aspect
          ? { aspectRatio: `${banner.media.width} / ${banner.media.height}` }
          : undefined
      }
    >
      <BannerPicture banner={banner} sizes={layout.sizes} priority={priority} />
      {!banner.backdrop && (
        <div
          aria-hidden
          className={`pointer-events-none absolute -z-10 ${gradientClasses(shades, edge)}`}
        />
      )}
      <BannerText
        banner={banner}
        scale={layout.scale}
        targetTone={words.tone}
        linked={banner.linkType === 'no-cta'}
        className={`${layout.textWidth} ${banner.backdrop ? 'rounded-md p-6' : ''} ${words.className}`}
        style={words.style}
      />
    </BannerFrame>
  );
}
