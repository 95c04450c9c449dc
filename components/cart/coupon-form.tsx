'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '@/lib/contracts/cart';
import { COUPON_CODE_MAX_LENGTH } from '@/lib/contracts/cart-values';
import { isCommerceApiError } from '@/services/api-error';
import { useApplyCoupon, useRemoveCoupon } from '@/services/use-cart';
import { PendingButton } from '@/components/ui/pending-button';

/**
 * Promo code entry. A refused code (PRM errors) is shown at the input, not as a toast
 * (spec 000 section 8: input-level errors), and announced through the field's description.
 */
export function CouponForm({ couponItems }: { couponItems: Cart['couponItems'] }) {
  const t = useTranslations('Cart');
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [entryError, setEntryError] = useState<'empty' | 'tooLong' | null>(null);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();

  const error = entryError
    ? entryError === 'empty'
      ? t('couponRequired')
      : t('couponTooLong', { max: COUPON_CODE_MAX_LENGTH })
    : apply.error
      ? isCommerceApiError(apply.error)
        ? apply.error.message
        : t('couponFailed')
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    // Checked here rather than cut by the input, so a pasted code is never shortened unseen.
    const problem =
      trimmed === '' ? 'empty' : trimmed.length > COUPON_CODE_MAX_LENGTH ? 'tooLong' : null;
    setEntryError(problem);
    if (problem) return;
    apply.mutate({ code: trimmed }, { onSuccess: () => setCode('') });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-2">
      <h2 id={`${inputId}-title`} className="text-base font-semibold">
        {t('couponTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm">
          {t('couponLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="code"
            value={code}
            autoComplete="off"
            onChange={(event) => {
              setCode(event.target.value);
              setEntryError(null);
              if (apply.error) apply.reset();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`min-w-0 flex-1 rounded border px-3 py-2 uppercase ${error ? 'border-red-600' : 'border-neutral-400'}`}
          />
          <PendingButton
            pending={apply.isPending}
            label={t('applyCoupon')}
            pendingLabel={t('applyingCoupon')}
            className="rounded-full border border-ink px-4 py-2 font-semibold disabled:opacity-60"
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
      {couponItems.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {couponItems.map((coupon) => (
            <li key={coupon.code} className="flex items-center justify-between gap-2">
              <span>
                <span className="font-semibold">{coupon.code}</span>{' '}
                {coupon.applied ? coupon.calloutMessage : t('couponNotApplied')}
              </span>
              <button
                type="button"
                onClick={() => remove.mutate({ code: coupon.code })}
                disabled={remove.isPending}
                aria-label={t('removeCoupon', { code: coupon.code })}
                className="underline disabled:opacity-60"
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
