import type { BannerContent } from '@/lib/contracts/cms/banners';
import { isDarkBackground, readableTextColor } from '@/lib/content/contrast';
import type { TargetTone } from '../target-link';

/**
 * Colours of a banner whose words sit on a plain block (split, block-below, menu, thin): the
 * editor's background, and their text colour only where it keeps AA contrast on it.
 */
export function blockColors(
  banner: BannerContent,
  fallbackBackground = '#ffffff',
): { style: React.CSSProperties; tone: TargetTone } {
  const background = banner.colors?.background ?? fallbackBackground;
  return {
    style: {
      backgroundColor: background,
      color: readableTextColor(background, banner.colors?.text),
    },
    tone: isDarkBackground(background) ? 'on-dark' : 'on-light',
  };
}
