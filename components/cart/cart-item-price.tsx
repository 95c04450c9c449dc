'use client';

import { useTranslations } from 'next-intl';
import type { CartItem } from '@/lib/contracts/cart';
import { discountPercent, isFreeGift, isMarkdown } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import { useMoney } from './use-money';

/**
 * A line's price with the product page's rules (spec 002, spec 000 section 9): the original
 * struck through when the current price is lower, the discount to one decimal, "Free" at 0.
 */
export function CartItemPrice({ item, currency }: { item: CartItem; currency: Currency }) {
  const t = useTranslations('Price');
  const money = useMoney(currency);
  const { current, original } = item.price;
  const markedDown = item.isMarkdown || isMarkdown(original, current);
  const percent = discountPercent(original, current);

  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className={markedDown ? 'font-semibold text-sale' : 'font-semibold'}>
        <span className="sr-only">{t('current')} </span>
        {isFreeGift(current) ? t('free') : money(current)}
      </span>
      {markedDown && (
        <>
          <s className="text-muted">
            <span className="sr-only">{t('original')} </span>
            {money(original)}
          </s>
          {percent > 0 && <span className="text-sale">{t('discount', { percent })}</span>}
        </>
      )}
    </p>
  );
}
