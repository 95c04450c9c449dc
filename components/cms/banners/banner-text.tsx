import type { CSSProperties } from 'react';
import type { BannerContent } from '@/lib/contracts/cms/banners';
import type { Alignment } from '@/lib/contracts/cms/primitives';
import { richHtmlText } from '@/lib/content/rich-html';
import { RichHtml } from '../rich-html';
import { TargetLink, type TargetTone } from '../target-link';
import { OptimizedImage } from '@/components/ui/optimized-image';

/** How large a banner's words are: a page's opening hero, a section's banner, a slot or strip. */
export type TextScale = 'large' | 'medium' | 'small';

const scaleClass: Record<TextScale, { title: string; subtitle: string; gap: string }> = {
  large: {
    title: 'type-display',
    subtitle: 'text-lg',
    gap: 'gap-3',
  },
  medium: {
    title: 'type-title',
    subtitle: 'text-base',
    gap: 'gap-2',
  },
  small: { title: 'type-subheading', subtitle: 'text-sm', gap: 'gap-1.5' },
};

const alignClass: Record<Alignment, { block: string; row: string }> = {
  left: { block: 'items-start text-left', row: 'justify-start' },
  center: { block: 'items-center text-center', row: 'justify-center' },
  right: { block: 'items-end text-right', row: 'justify-end' },
};

/**
 * A banner's words and buttons, the same in every variant: eyebrow (logo or text), overline,
 * title, subtitle, rich text, targets, then the rich text below them. When the whole banner is
 * one link (No-CTA) the words carry no links of their own: targets are left out and editor HTML
 * is shown as its words.
 */
export function BannerText({
  banner,
  scale,
  targetTone,
  linked,
  className = '',
  style,
}: {
  banner: BannerContent;
  scale: TextScale;
  targetTone: TargetTone;
  linked: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const sizes = scaleClass[scale];
  const align = alignClass[banner.textAlignment ?? 'left'];
  const Title = banner.titleH1 ? 'h1' : 'h2';
  const title = banner.titleHtml ? (
    linked ? (
      richHtmlText(banner.titleHtml)
    ) : (
      // Title and subtitle HTML is inline words: not the flex column editor rich text gets.
      <RichHtml as="span" html={banner.titleHtml} className="block!" />
    )
  ) : (
    banner.title
  );
  const rich = (html: string | undefined, className?: string) =>
    html && (linked ? <p>{richHtmlText(html)}</p> : <RichHtml html={html} className={className} />);

  return (
    <div className={`flex flex-col ${sizes.gap} ${align.block} ${className}`} style={style}>
      {banner.eyebrowLogo ? (
        <OptimizedImage
          src={banner.eyebrowLogo.url}
          alt={banner.eyebrowLogo.alt}
          width={banner.eyebrowLogo.width}
          height={banner.eyebrowLogo.height}
          className="h-8 w-auto"
        />
      ) : (
        banner.eyebrowText && <p className="type-eyebrow">{banner.eyebrowText}</p>
      )}
      {banner.overline && <p className="text-sm font-medium">{banner.overline}</p>}
      {title && <Title className={banner.hideTitle ? 'sr-only' : sizes.title}>{title}</Title>}
      {banner.subtitleHtml ? (
        <div className={sizes.subtitle}>{rich(banner.subtitleHtml, 'block!')}</div>
      ) : (
        banner.subtitle && <p className={sizes.subtitle}>{banner.subtitle}</p>
      )}
      {rich(banner.richText)}
      {!linked && banner.targets.length > 0 && (
        <div
          className={
            banner.equalTargetSize
              ? 'mt-2 grid gap-3 sm:auto-cols-fr sm:grid-flow-col'
              : `mt-2 flex flex-wrap gap-3 ${align.row}`
          }
        >
          {banner.targets.map((target) => (
            <TargetLink
              key={`${target.url} ${target.text}`}
              target={target}
              tone={targetTone}
              className={banner.equalTargetSize ? 'w-full' : ''}
            />
          ))}
        </div>
      )}
      {banner.richTextBelowTargets && (
        <div className="text-sm">{rich(banner.richTextBelowTargets)}</div>
      )}
    </div>
  );
}
