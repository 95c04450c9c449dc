'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { PromoSummary } from '@/lib/contracts/cart';

/**
 * The promotions applied to the cart, by their callouts (promoSummary). What each took off is
 * in the order summary, once.
 */
export function PromoCallouts({ promotions }: { promotions: PromoSummary[] }) {
  const t = useTranslations('Cart');
  const titleId = useId();
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-base font-semibold">
        {t('promotionsTitle')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {promotions.map((promotion) => (
          <li key={promotion.promotionId}>{promotion.calloutMessage || promotion.promotionName}</li>
        ))}
      </ul>
    </section>
  );
}
