import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CurrentPageMatch } from '@/lib/content/current-page';
import type { Target } from '@/lib/contracts/cms/primitives';
import { CurrentPageLink } from './blocks/current-page-link';

const sizeClass = {
  small: 'px-4 py-2 text-sm',
  medium: 'px-6 py-3',
  large: 'px-8 py-4 text-lg',
} as const;

/** How a target looks on a dark backdrop (banners over images) or a light one. */
export type TargetTone = 'on-dark' | 'on-light';

const styleClass: Record<TargetTone, Record<Target['style'], string>> = {
  'on-dark': {
    primary: 'rounded-full bg-white font-semibold text-ink hover:bg-neutral-200',
    secondary: 'rounded-full border border-white font-semibold hover:bg-white/10',
    link: 'font-semibold underline underline-offset-4',
  },
  'on-light': {
    primary: 'rounded-full bg-ink font-semibold text-white hover:bg-neutral-700',
    secondary: 'rounded-full border border-ink font-semibold hover:bg-neutral-100',
    link: 'font-semibold underline underline-offset-4',
  },
};

/**
 * A button or link an editor placed (a banner's targets, a collection's text link). A link that
 * opens a new tab says so to screen readers and cannot reach back into this page.
 */
export function TargetLink({
  target,
  tone = 'on-light',
  className = '',
  markCurrent,
}: {
  target: Target;
  tone?: TargetTone;
  /** Layout additions, e.g. an equal width across a row of targets. */
  className?: string;
  /** Marks the link `aria-current="page"` (and outlines it) when it leads to the page shown. */
  markCurrent?: CurrentPageMatch;
}) {
  const t = useTranslations('Cms');
  const newTab = target.targetAttribute === '_blank';
  const look = styleClass[tone][target.style];
  const size = target.style === 'link' ? '' : sizeClass[target.size ?? 'medium'];
  const props = {
    href: target.url,
    target: newTab ? '_blank' : undefined,
    rel: newTab ? 'noopener noreferrer' : undefined,
    className: `inline-flex items-center justify-center text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${look} ${size} ${className}`,
    children: (
      <>
        {target.text}
        {newTab && <span className="sr-only"> ({t('opensInNewTab')})</span>}
      </>
    ),
  };
  if (!markCurrent) return <Link {...props} />;
  return (
    <CurrentPageLink
      {...props}
      match={markCurrent}
      className={`${props.className} aria-[current=page]:ring-2 aria-[current=page]:ring-current aria-[current=page]:ring-offset-2`}
    />
  );
}
