'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Currency } from '@/lib/i18n/locales';
import type { PromoSummary } from '@/lib/contracts/cart';
import { useMoney } from './use-money';

/** The promotions applied to the cart, with what each took off (promoSummary). */
export function PromoCallouts({
  promotions,
  currency,
}: {
  promotions: PromoSummary[];
  currency: Currency;
}) {
  const t = useTranslations('Cart');
  const titleId = useId();
  const money = useMoney(currency);
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-base font-semibold">
        {t('promotionsTitle')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {promotions.map((promotion) => (
          <li key={promotion.promotionId} className="flex justify-between gap-4">
            <span>{promotion.calloutMessage || promotion.promotionName}</span>
            {promotion.amount > 0 && <span className="text-sale">−{money(promotion.amount)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
