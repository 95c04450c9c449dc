import { useTranslations } from 'next-intl';
import { OptimizedImage } from '@/components/ui/optimized-image';
import type { BenefitBarContent } from '@/lib/contracts/cms/banners';
import type { Alignment } from '@/lib/contracts/cms/primitives';
import { BenefitBarCloser } from './benefit-bar-closer';
import { BenefitBarInfo } from './benefit-bar-info';
import { TargetLink } from './target-link';

const alignClass: Record<Alignment, string> = {
  left: 'justify-start text-left',
  center: 'justify-center text-center',
  right: 'justify-end text-right',
};

/**
 * A slim bar announcing a benefit (spec 002 sections 3 and 4). Its details can hide behind an
 * info button; with a close button it stays closed for the shopper once closed.
 */
export function BenefitBar({ bar }: { bar: BenefitBarContent }) {
  const t = useTranslations('CmsBanners');
  const onImage = Boolean(bar.backgroundImage);
  const content = (
    <>
      {bar.backgroundImage && (
        <>
          <OptimizedImage
            src={bar.backgroundImage.url}
            alt={bar.backgroundImage.alt}
            fill
            sizes="(min-width: 1280px) 1280px, 100vw"
            className="-z-10 object-cover"
          />
          {/* The shade keeps the white words readable on any picture. */}
          <div aria-hidden className="absolute inset-0 -z-10 bg-black/65" />
        </>
      )}
      <div
        className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${alignClass[bar.alignment ?? 'center']}`}
      >
        {bar.logo && (
          <OptimizedImage
            src={bar.logo.url}
            alt={bar.logo.alt}
            width={bar.logo.width}
            height={bar.logo.height}
            className="h-6 w-auto"
          />
        )}
        <strong>{bar.title}</strong>
        {bar.subtitle &&
          (bar.infoIcon ? (
            <BenefitBarInfo label={t('details', { title: bar.title })}>
              {bar.subtitle}
            </BenefitBarInfo>
          ) : (
            <span>{bar.subtitle}</span>
          ))}
        {bar.targets.map((target) => (
          <TargetLink
            key={`${target.url} ${target.text}`}
            target={{ ...target, style: 'link' }}
            tone={onImage ? 'on-dark' : 'on-light'}
          />
        ))}
      </div>
    </>
  );
  const look = `relative isolate overflow-hidden rounded px-4 py-3 text-sm ${onImage ? 'bg-ink text-white' : 'bg-neutral-100'}`;
  if (!bar.showCloseButton) return <div className={look}>{content}</div>;
  return (
    <BenefitBarCloser
      barId={bar.id}
      closeLabel={t('close', { title: bar.title })}
      className={`${look} pr-12`}
    >
      {content}
    </BenefitBarCloser>
  );
}
