'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { useMoney } from '@/components/cart/use-money';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import type { SimulatorRedirectDescription } from '@/lib/contracts/checkout';
import { toMajor } from '@/lib/format/money';
import { useCheckoutClient } from '@/services/use-checkout';

/**
 * The simulated provider's question: approve or decline this payment. The answer is signed by
 * the API and the browser goes back to the store's return URL with it, as Klarna's page does.
 */
export function SimulatedProviderForm({
  token,
  payment,
}: {
  token: string;
  payment: SimulatorRedirectDescription;
}) {
  const t = useTranslations('PaymentProvider');
  const checkout = useCheckoutClient();
  const money = useMoney(payment.amount.currency);
  const legendId = useId();
  const answer = useMutation({
    mutationFn: (approved: boolean) => checkout.answerSimulatorRedirect({ token, approved }),
    onSuccess: ({ returnUrl }) => window.location.assign(returnUrl),
  });
  // Still pending while the browser leaves for the store, so neither button is pressed twice.
  const busy = answer.isPending || answer.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    answer.mutate(submitter?.getAttribute('value') === 'approve');
  };

  return (
    <form onSubmit={submit} aria-labelledby={legendId} className="flex flex-col gap-4">
      <h2 id={legendId} className="font-semibold">
        {t('legend')}
      </h2>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('order')}</dt>
          <dd>{payment.reference}</dd>
        </div>
        <div className="flex justify-between gap-4 font-bold">
          <dt>{t('amount')}</dt>
          <dd>{money(toMajor(payment.amount.value))}</dd>
        </div>
      </dl>
      {answer.error ? <ApiErrorAlert error={answer.error} /> : null}
      {busy ? <p role="status">{t('returning')}</p> : null}
      <div className="flex gap-3">
        <Button type="submit" name="decision" value="approve" disabled={busy}>
          {t('approve')}
        </Button>
        <button
          type="submit"
          name="decision"
          value="decline"
          disabled={busy}
          className="rounded-full border border-ink px-6 py-3 font-semibold disabled:opacity-60"
        >
          {t('decline')}
        </button>
      </div>
    </form>
  );
}
