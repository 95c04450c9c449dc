import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Target } from '@/lib/contracts/cms/primitives';

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

/** The look of a target: its style on its backdrop and its size. */
export function targetLinkClass(target: Target, tone: TargetTone = 'on-light'): string {
  const size = target.style === 'link' ? '' : sizeClass[target.size ?? 'medium'];
  return `inline-flex items-center justify-center text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${styleClass[tone][target.style]} ${size}`;
}

/** What opening a new tab adds to a target's link: its rel, and its words for screen readers. */
export function NewTabNote({ target }: { target: Pick<Target, 'targetAttribute'> }) {
  const t = useTranslations('Cms');
  return target.targetAttribute === '_blank' ? (
    <span className="sr-only"> ({t('opensInNewTab')})</span>
  ) : null;
}

export const newTabProps = (target: Pick<Target, 'targetAttribute'>) =>
  target.targetAttribute === '_blank'
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : { target: undefined, rel: undefined };

/**
 * A button or link an editor placed (a banner's targets, a collection's text link). A link that
 * opens a new tab says so to screen readers and cannot reach back into this page. A server
 * component: pages that show targets load no script for them.
 */
export function TargetLink({
  target,
  tone = 'on-light',
  className = '',
}: {
  target: Target;
  tone?: TargetTone;
  /** Layout additions, e.g. an equal width across a row of targets. */
  className?: string;
}) {
  return (
    <Link
      href={target.url}
      {...newTabProps(target)}
      className={`${targetLinkClass(target, tone)} ${className}`}
    >
      {target.text}
      <NewTabNote target={target} />
    </Link>
  );
}
