import type { ThinBannerContent } from '@/lib/contracts/cms/banners';
import { BannerFrame } from './banner-frame';
import { BannerText } from './banner-text';
import { blockColors } from './block-colors';

/** A slim coloured strip: the words and buttons, no picture. */
export function ThinBanner({ banner }: { banner: ThinBannerContent }) {
  const colors = blockColors(banner, '#f5f5f5');
  return (
    <BannerFrame banner={banner} className="rounded-lg px-4 py-3 sm:px-6" style={colors.style}>
      <BannerText
        banner={banner}
        scale="small"
        targetTone={colors.tone}
        linked={banner.linkType === 'no-cta'}
      />
    </BannerFrame>
  );
}
