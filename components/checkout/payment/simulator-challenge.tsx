'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { PendingButton } from '@/components/ui/pending-button';
import type { PaymentAction } from '@/lib/contracts/checkout';
import { useCheckoutClient } from '@/services/use-checkout';

/**
 * The payment simulator's stand-in for the issuer's verification page: the shopper types the
 * password the test card was issued with ("password" passes, anything else fails).
 */
export function SimulatorChallenge({
  action,
  onResult,
}: {
  action: PaymentAction;
  onResult: (threeDS2Result: string) => Promise<void>;
}) {
  const t = useTranslations('ThreeDSecure');
  const checkout = useCheckoutClient();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const answer = useMutation({
    mutationFn: async () => {
      const reply = await checkout.answerSimulatorChallenge({
        token: action.token ?? '',
        password,
      });
      await onResult(reply.threeDS2Result);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    answer.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">{t('simulatorIntro')}</p>
      {answer.error ? <ApiErrorAlert error={answer.error} /> : null}
      <PasswordField
        label={t('password')}
        autoComplete="one-time-code"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMissing(false);
        }}
        error={missing ? t('passwordRequired') : undefined}
        autoFocus
      />
      <PendingButton
        pending={answer.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
      />
    </form>
  );
}
