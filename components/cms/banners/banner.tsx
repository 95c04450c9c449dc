import type { BannerContent } from '@/lib/contracts/cms/banners';
import { BelowMediaBanner } from './below-media-banner';
import { OverMediaBanner } from './over-media-banner';
import { SplitBanner } from './split-banner';
import { ThinBanner } from './thin-banner';

/**
 * Any banner variant. `priority` preloads its picture: the first banner on a page is the
 * largest paint above the fold (the home page's hero).
 */
export function Banner({ banner, priority }: { banner: BannerContent; priority: boolean }) {
  switch (banner.type) {
    case 'hero-banner':
    case 'image-banner':
    case 'overlay-banner':
    case 'espot-banner':
      return <OverMediaBanner banner={banner} priority={priority} />;
    case 'split-banner':
      return <SplitBanner banner={banner} priority={priority} />;
    case 'block-below-banner':
    case 'menu-banner':
      return <BelowMediaBanner banner={banner} priority={priority} />;
    case 'thin-banner':
      return <ThinBanner banner={banner} />;
  }
}
