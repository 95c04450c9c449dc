'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { useLoyaltyVouchers } from '@/services/use-loyalty';

/**
 * The balance, the voucher it buys now (the highest at or below it, spec 000 section 9) and
 * the whole ladder, each step marked by words as within reach or not, not by colour alone.
 */
export function VoucherSummary() {
  const t = useTranslations('AccountLoyalty');
  const locale = useLocale() as Locale;
  const vouchers = useLoyaltyVouchers(true);
  if (vouchers.isPending) return <p role="status">{t('loading')}</p>;
  if (vouchers.isError) return <p role="alert">{t('loadFailed')}</p>;
  const { points, currency, offeredVoucher } = vouchers.data;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <section aria-labelledby="loyalty-balance" className="flex flex-col gap-3">
      <h2 id="loyalty-balance" className="type-heading">
        {t('balanceTitle')}
      </h2>
      <p className="text-2xl font-black">{t('balance', { points })}</p>
      <p>
        {offeredVoucher
          ? t('offered', {
              points: offeredVoucher.points,
              amount: money(offeredVoucher.amountInCurrency),
            })
          : t('noVoucher')}
      </p>
      <h3 className="font-semibold">{t('vouchersTitle')}</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {vouchers.data.vouchers.map((voucher) => (
          <li
            key={voucher.points}
            className={`rounded-md border p-3 text-center ${voucher.available ? 'border-ink' : 'border-line text-muted'}`}
          >
            <span className="block font-semibold">{money(voucher.amountInCurrency)}</span>
            <span className="block text-sm">{t('voucherPoints', { points: voucher.points })}</span>
            <span className="block text-sm">
              {voucher.available ? t('available') : t('notYet')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
