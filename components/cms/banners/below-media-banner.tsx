import type { BlockBelowBannerContent, MenuBannerContent } from '@/lib/contracts/cms/banners';
import { BannerFrame } from './banner-frame';
import { BannerPicture } from './banner-media';
import { BannerText } from './banner-text';
import { blockColors } from './block-colors';

/**
 * The picture with the words in a block below it: the block-below banner across a section, the
 * menu banner small inside a mega menu's panel.
 */
export function BelowMediaBanner({
  banner,
  priority,
}: {
  banner: BlockBelowBannerContent | MenuBannerContent;
  priority: boolean;
}) {
  const menu = banner.type === 'menu-banner';
  const colors = blockColors(banner);
  return (
    <BannerFrame
      banner={banner}
      className={`flex flex-col overflow-hidden rounded-lg ${menu ? 'w-full max-w-xs' : ''}`}
      style={colors.style}
    >
      <div
        // A tall picture is cropped, not left to push the words off the screen.
        className="relative isolate max-h-[32rem] w-full"
        style={{ aspectRatio: `${banner.media.width} / ${banner.media.height}` }}
      >
        <BannerPicture
          banner={banner}
          sizes={menu ? '320px' : '(min-width: 1280px) 1280px, 100vw'}
          priority={priority}
        />
      </div>
      <BannerText
        banner={banner}
        scale={menu ? 'small' : 'medium'}
        targetTone={colors.tone}
        linked={banner.linkType === 'no-cta'}
        className={menu ? 'p-3' : 'p-6 sm:p-8'}
      />
    </BannerFrame>
  );
}
