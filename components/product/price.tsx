import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { PriceRange } from '@/lib/contracts/products';
import { formatMoney, isFreeGift, isMarkdown } from '@/lib/format/money';
import type { Currency, Locale } from '@/lib/i18n/locales';

interface PriceProps {
  price: PriceRange | null;
  currency: Currency;
  className?: string;
}

/**
 * Price display rules of spec 002: a range when variants differ, the original struck through
 * when the current price is lower, the discount to one decimal, and "free" for a gift at 0.
 */
export function Price({ price, currency, className }: PriceProps) {
  const t = useTranslations('Price');
  const locale = useLocale() as Locale;
  const format = useFormatter();
  if (!price) return <p className={className}>{t('unavailable')}</p>;

  const money = (amount: number) => formatMoney(amount, currency, locale);
  const span = (low: number, high: number) =>
    low === high ? money(low) : t('range', { low: money(low), high: money(high) });
  const current = isFreeGift(price.highCurrent)
    ? t('free')
    : span(price.lowCurrent, price.highCurrent);
  const markedDown =
    isMarkdown(price.lowOriginal, price.lowCurrent) ||
    isMarkdown(price.highOriginal, price.highCurrent);

  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className ?? ''}`}>
      <span className={markedDown ? 'font-semibold text-sale' : 'font-semibold'}>
        <span className="sr-only">{t('current')} </span>
        {current}
      </span>
      {markedDown && (
        <>
          <s className="text-muted">
            <span className="sr-only">{t('original')} </span>
            {span(price.lowOriginal, price.highOriginal)}
          </s>
          {/* One decimal (spec 001 section 5), whatever precision the data carries. */}
          {price.percentagePriceDiscount > 0 && (
            <span className="text-sm text-sale">
              {t('discount', {
                percent: format.number(price.percentagePriceDiscount, { maximumFractionDigits: 1 }),
              })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
