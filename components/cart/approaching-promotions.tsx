'use client';

import { useTranslations } from 'next-intl';
import { toApproachingCallout } from '@/lib/cart/approaching-promotion';
import type { ApproachingPromotion } from '@/lib/contracts/cart';

/** Progress towards promotions the cart has not reached yet, or has just reached. */
export function ApproachingPromotions({ promotions }: { promotions: ApproachingPromotion[] }) {
  const t = useTranslations('Cart');
  const callouts = promotions.flatMap((promotion) => toApproachingCallout(promotion) ?? []);
  if (callouts.length === 0) return null;
  return (
    <ul aria-label={t('approachingTitle')} className="flex flex-col gap-3">
      {callouts.map((callout) => (
        <li key={callout.id} className="flex flex-col gap-1 text-sm">
          <p>{callout.text}</p>
          <div
            role="progressbar"
            aria-label={callout.text}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={callout.progress}
            className="h-2 overflow-hidden rounded-full bg-neutral-200"
          >
            <div className="h-full bg-brand" style={{ width: `${callout.progress}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
