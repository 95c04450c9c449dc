import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BannerContent } from '@/lib/contracts/cms/banners';
import { NewTabNote, newTabProps } from '../target-link';

/** Where a No-CTA banner leads: its picture's link, else its first target. */
export function wholeBannerLink(banner: BannerContent) {
  if (banner.linkType !== 'no-cta') return undefined;
  if ('mediaTarget' in banner && banner.mediaTarget) return banner.mediaTarget;
  return banner.targets[0];
}

/**
 * A banner's outer element: it names the promotion for analytics (a data attribute; no script)
 * and, for No-CTA banners, is the one link the whole banner makes.
 */
export function BannerFrame({
  banner,
  className,
  style,
  children,
}: {
  banner: BannerContent;
  className: string;
  style?: React.CSSProperties;
  children: ReactNode;
}) {
  const link = wholeBannerLink(banner);
  const common = {
    className,
    style,
    'data-banner': banner.type,
    'data-promotion-name': banner.promotionTracking?.promotionName,
  };
  if (!link) return <div {...common}>{children}</div>;
  return (
    <Link
      {...common}
      href={link.url}
      {...newTabProps(link)}
      className={`${className} block focus-visible:outline-offset-4`}
    >
      {children}
      <NewTabNote target={link} />
    </Link>
  );
}
