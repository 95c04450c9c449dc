'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form/text-field';
import { isCommerceApiError } from '@/services/api-error';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutErrorHandler } from './checkout-error';

/** A reward code pays part of the order; its refusals show at the input. */
export function RewardCodeForm() {
  const t = useTranslations('RewardCode');
  const handleError = useCheckoutErrorHandler();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useCheckoutCartMutation((client, basketId, rewardCode: string) =>
    client.addPaymentInstrument(basketId, { payment_method_id: 'REWARD_CODE', rewardCode }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError(t('missing'));
      return;
    }
    apply.mutate(code.trim(), {
      onSuccess: () => setCode(''),
      onError: (failure) => {
        if (isCommerceApiError(failure) && /^(REW|PRM)/.test(failure.code))
          setError(failure.message);
        else handleError(failure);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex items-end gap-3">
      <div className="flex-1">
        <TextField
          label={t('label')}
          value={code}
          maxLength={40}
          autoComplete="off"
          error={error ?? undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <button
        type="submit"
        disabled={apply.isPending}
        className="mb-0.5 rounded-full border border-neutral-900 px-5 py-2 font-semibold disabled:opacity-60"
      >
        {t('apply')}
      </button>
    </form>
  );
}
