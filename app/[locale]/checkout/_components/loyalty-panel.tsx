'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/cart/use-money';
import type { Currency } from '@/lib/i18n/locales';
import type { PaymentMethodsResponse } from '@/lib/contracts/checkout';
import { isCommerceApiError } from '@/services/api-error';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutErrorHandler } from './checkout-error';

/**
 * Loyalty points: the highest voucher whose points are at or below the balance is offered
 * (spec 000 section 9); REW codes show here.
 */
export function LoyaltyPanel({
  loyalty,
  currency,
}: {
  loyalty: NonNullable<PaymentMethodsResponse['loyalty']>;
  currency: Currency;
}) {
  const t = useTranslations('Loyalty');
  const money = useMoney(currency);
  const handleError = useCheckoutErrorHandler();
  const [error, setError] = useState<string | null>(null);
  const setReward = useCheckoutCartMutation((client, basketId, points: number | null) =>
    client.setReward(basketId, {
      appliedLoyaltyVoucher: points === null ? null : { points },
    }),
  );
  const change = (points: number | null) => {
    setError(null);
    setReward.mutate(points, {
      onError: (failure) => {
        if (isCommerceApiError(failure) && failure.code.startsWith('REW'))
          setError(failure.message);
        else handleError(failure);
      },
    });
  };
  const { appliedVoucher, offeredVoucher } = loyalty;

  return (
    <section aria-labelledby="loyalty-title" className="flex flex-col gap-2">
      <h3 id="loyalty-title" className="font-semibold">
        {t('title')}
      </h3>
      <p className="text-sm">{t('balance', { points: loyalty.currentLoyaltyPoints })}</p>
      {appliedVoucher ? (
        <p className="flex items-center justify-between gap-4 rounded-md bg-neutral-100 p-3 text-sm">
          {t('applied', {
            points: appliedVoucher.points,
            amount: money(appliedVoucher.amountInCurrency),
          })}
          <button
            type="button"
            className="underline"
            disabled={setReward.isPending}
            onClick={() => change(null)}
          >
            {t('remove')}
          </button>
        </p>
      ) : offeredVoucher?.eligible ? (
        <button
          type="button"
          disabled={setReward.isPending}
          onClick={() => change(offeredVoucher.points)}
          className="self-start rounded-full border border-neutral-900 px-5 py-2 font-semibold disabled:opacity-60"
        >
          {t('use', {
            points: offeredVoucher.points,
            amount: money(offeredVoucher.amountInCurrency),
          })}
        </button>
      ) : (
        <p className="text-sm text-neutral-600">{t('noVoucher')}</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
