'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { CartItem } from '@/lib/contracts/cart';
import { formatMoney } from '@/lib/format/money';
import type { Currency, Locale } from '@/lib/i18n/locales';
import { useCart } from '@/services/use-cart';
import { useRemovePriceAdjustment } from '@/services/use-price-adjustments';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useDialogStore } from '@/stores/dialog-store';

const linkButton = 'text-sm underline disabled:opacity-60';

/**
 * In a buy-in-store session, a bag line's price adjustments with change and remove, and
 * "Adjust price" (spec 000 section 7). Nothing for shoppers.
 */
export function LinePriceAdjustment({ item, currency }: { item: CartItem; currency: Currency }) {
  const t = useTranslations('Associate.adjustment');
  const locale = useLocale() as Locale;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const session = useBuyInStoreStore((state) => state.session);
  const openDialog = useDialogStore((state) => state.openDialog);
  const remove = useRemovePriceAdjustment();
  const { cart } = useCart();
  // The line's adjustments are the cart's: nothing to offer until it is read.
  if (!session || item.bonus || !cart) return null;

  const own = cart.priceAdjustments.filter((adjustment) => adjustment.itemId === item.id);
  const open = (applied?: (typeof own)[number]) =>
    openDialog('priceAdjustment', {
      itemId: item.id,
      name: item.name,
      lineTotal: item.price.priceAfterItemDiscount,
      currency,
      adjustmentId: applied?.adjustmentId,
      applied: applied && { amount: applied.amount, reason: applied.reason },
    });

  return (
    <div className="flex flex-col gap-1" aria-busy={remove.isPending}>
      {own.map((adjustment) => (
        <p key={adjustment.adjustmentId} className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold text-sale">
            {t('applied', { amount: money(adjustment.amount), reason: adjustment.reason })}
          </span>
          <button
            type="button"
            className={linkButton}
            aria-label={t('changeFor', { name: item.name })}
            onClick={() => open(adjustment)}
          >
            {t('change')}
          </button>
          <button
            type="button"
            className={linkButton}
            disabled={remove.isPending}
            aria-label={t('removeFor', { name: item.name })}
            onClick={() => remove.mutate({ adjustmentId: adjustment.adjustmentId })}
          >
            {t('remove')}
          </button>
        </p>
      ))}
      {remove.error && (
        <p role="alert" className="text-sm text-red-700">
          {remove.error.message}
        </p>
      )}
      {own.length === 0 && (
        <button
          type="button"
          className={`${linkButton} self-start`}
          aria-label={t('adjustFor', { name: item.name })}
          onClick={() => open()}
        >
          {t('adjust')}
        </button>
      )}
    </div>
  );
}
