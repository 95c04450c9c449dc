import Link from 'next/link';
import type { BannerContent, MenuBannerContent } from '@/lib/contracts/cms/banners';
import { richHtmlText } from '@/lib/content/rich-html';
import { newTabProps } from '../target-link';
import { OptimizedImage } from '@/components/ui/optimized-image';

/** The fields of a banner with a picture (all but the thin banner). */
type WithMedia = Extract<BannerContent, Pick<MenuBannerContent, 'media'>>;

const captionCorner = {
  'top-left': 'top-3 left-3',
  'top-right': 'top-3 right-3',
  'bottom-left': 'bottom-3 left-3',
  'bottom-right': 'bottom-3 right-3',
} as const;

/** Caption colour is its words' colour; a badge sits on a chip of the opposite one. */
const captionLook = {
  text: {
    light: 'text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.9)]',
    dark: 'text-ink [text-shadow:0_1px_3px_rgb(255_255_255/0.9)]',
  },
  badge: {
    light: 'rounded bg-ink/85 px-2 py-1 text-white',
    dark: 'rounded bg-white/90 px-2 py-1 text-ink',
  },
} as const;

/**
 * A banner's picture filling its box, with the caption over a corner. In a CTA banner with a
 * mediaTarget the picture is a link of its own; a No-CTA banner is already one link.
 */
export function BannerPicture({
  banner,
  sizes,
  priority,
  className = '',
}: {
  banner: WithMedia;
  sizes: string;
  priority: boolean;
  className?: string;
}) {
  const { media, mediaTarget } = banner;
  const image = (
    <OptimizedImage
      src={media.url}
      alt={media.alt}
      fill
      sizes={sizes}
      preload={priority}
      // The first banner's picture is the page's largest paint: ahead of the product tiles'.
      fetchPriority={priority ? 'high' : undefined}
      className="object-cover"
    />
  );
  const pictureLink = banner.linkType !== 'no-cta' && mediaTarget;
  const title = banner.titleHtml ? richHtmlText(banner.titleHtml) : banner.title;
  return (
    <div className={`absolute inset-0 -z-10 ${className}`}>
      {pictureLink ? (
        <Link
          href={mediaTarget.url}
          {...newTabProps(mediaTarget)}
          // A decorative picture (no alt) still gives its link a name: the banner's title.
          aria-label={media.alt ? undefined : title}
          className="absolute inset-0"
        >
          {image}
        </Link>
      ) : (
        image
      )}
      {banner.captionText && (
        <p
          className={`absolute text-xs font-medium ${captionCorner[banner.captionPosition ?? 'bottom-right']} ${captionLook[banner.captionStyle ?? 'text'][banner.captionColor ?? 'light']}`}
        >
          {banner.captionText}
        </p>
      )}
    </div>
  );
}
