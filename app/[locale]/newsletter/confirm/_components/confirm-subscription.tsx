'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { isCommerceApiError } from '@/services/api-error';
import { useSubscriptionsClient } from '@/services/use-subscriptions';

/** The confirm button for the link's token; what happened once pressed. */
export function ConfirmSubscription() {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  const token = useSearchParams().get('token');
  const subscriptions = useSubscriptionsClient();
  const confirm = useMutation({ mutationFn: (value: string) => subscriptions.confirm(value) });
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirm.isSuccess) done.current?.focus();
  }, [confirm.isSuccess]);

  if (confirm.data) {
    return (
      <p ref={done} tabIndex={-1} role="status" className="outline-none">
        {confirm.data.channel === 'sms' ? t('confirmedSms') : t('confirmedEmail')}
      </p>
    );
  }
  const expired = isCommerceApiError(confirm.error) && confirm.error.code === 'SUB404';
  if (!token || expired) {
    return (
      <div role={expired ? 'alert' : undefined} className="flex flex-col gap-2">
        <p>{t('invalidLink')}</p>
        <Link href={`/${locale}`} className="underline">
          {t('subscribeAgain')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p>{t('confirmIntro')}</p>
      {confirm.isError ? <ApiErrorAlert error={confirm.error} /> : null}
      <PendingButton
        type="button"
        pending={confirm.isPending}
        label={t('confirm')}
        pendingLabel={t('confirming')}
        onClick={() => confirm.mutate(token)}
      />
    </div>
  );
}
