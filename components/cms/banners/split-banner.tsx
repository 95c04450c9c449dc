import type { SplitBannerContent } from '@/lib/contracts/cms/banners';
import { BannerFrame } from './banner-frame';
import { BannerPicture } from './banner-media';
import { BannerText } from './banner-text';
import { blockColors } from './block-colors';

/** The picture's share of the row from medium screens up (spec 002 section 9). */
const imageWidthClass = {
  60: { picture: 'md:w-[60%]', sizes: '(min-width: 1280px) 768px, (min-width: 768px) 60vw, 100vw' },
  50: { picture: 'md:w-[50%]', sizes: '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw' },
  40: { picture: 'md:w-[40%]', sizes: '(min-width: 1280px) 512px, (min-width: 768px) 40vw, 100vw' },
} as const;

/** The picture beside the words from medium screens up, above them on phones. */
export function SplitBanner({
  banner,
  priority,
}: {
  banner: SplitBannerContent;
  priority: boolean;
}) {
  const width = imageWidthClass[banner.imageWidth ?? 50];
  const colors = blockColors(banner);
  return (
    <BannerFrame
      banner={banner}
      className="flex flex-col overflow-hidden rounded-lg md:flex-row"
      style={colors.style}
    >
      <div
        className={`relative isolate w-full shrink-0 ${width.picture}`}
        style={{ aspectRatio: `${banner.media.width} / ${banner.media.height}` }}
      >
        <BannerPicture banner={banner} sizes={width.sizes} priority={priority} />
      </div>
      <BannerText
        banner={banner}
        scale="medium"
        targetTone={colors.tone}
        linked={banner.linkType === 'no-cta'}
        className="flex-1 justify-center p-6 sm:p-10"
      />
    </BannerFrame>
  );
}
