'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CartTotals, PromoSummary } from '@/lib/contracts/cart';
import { useMoney } from './use-money';

/**
 * The server's totals count a free-shipping promotion as a discount; the summary shows it as
 * shipping "Free" instead, so the discount line holds only what came off the items and the
 * rows add up to the total.
 */
function itemDiscountOf(totals: CartTotals, promoSummary: readonly PromoSummary[]) {
  const shippingDiscount = promoSummary
    .filter((promotion) => promotion.level === 'SHIPPING')
    .reduce((sum, promotion) => sum + promotion.amount, 0);
  const amount = Math.max(0, Math.round((totals.totalDiscount - shippingDiscount) * 100) / 100);
  // Spec 001 section 5: a discount percent has one decimal.
  const percent =
    totals.itemSubTotal > 0 ? Math.round((amount / totals.itemSubTotal) * 1000) / 10 : 0;
  return { amount, percent };
}

/**
 * Every total the server computed (spec 000 section 3). A live region, so a screen reader
 * hears the new total after a quantity, coupon or delivery change.
 */
export function OrderSummary({
  totals,
  promoSummary,
}: {
  totals: CartTotals;
  promoSummary: readonly PromoSummary[];
}) {
  const t = useTranslations('Cart');
  const titleId = useId();
  const money = useMoney(totals.currency);
  const discount = itemDiscountOf(totals, promoSummary);
  const rows: Array<{ label: string; value: string; emphasis?: boolean; hidden?: boolean }> = [
    { label: t('subtotal'), value: money(totals.itemSubTotal) },
    {
      label: t('discounts', { percent: discount.percent }),
      value: `−${money(discount.amount)}`,
      hidden: discount.amount === 0,
    },
    {
      label: t('shipping'),
      value: totals.shipping === 0 ? t('free') : money(totals.shipping),
    },
    {
      label: t('rewards'),
      value: `−${money(totals.appliedRewards)}`,
      hidden: totals.appliedRewards === 0,
    },
    // Where prices include tax (VAT) the total already holds it; elsewhere tax is added.
    totals.taxIncluded
      ? { label: t('vatIncluded'), value: money(totals.taxAmount) }
      : { label: t('tax'), value: money(totals.tax) },
    { label: t('total'), value: money(totals.total), emphasis: true },
    {
      label: t('remainingToPay'),
      value: money(totals.remainingToPay),
      hidden: totals.remainingToPay === totals.total,
    },
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-bold">
        {t('summaryTitle')}
      </h2>
      <dl aria-live="polite" aria-atomic="true" className="flex flex-col gap-2 text-sm">
        {rows
          .filter((row) => !row.hidden)
          .map((row) => (
            <div
              key={row.label}
              className={`flex justify-between gap-4 ${row.emphasis ? 'border-t border-line pt-2 text-base font-bold' : ''}`}
            >
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
