'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import type { Locale } from '@/lib/i18n/locales';
import { ordersPath } from '@/lib/routes';
import type { TrackOrderFormValues } from '@/lib/validation/track-order-form';
import { useTrackOrder } from '@/services/use-orders';
import { useAuthStore } from '@/stores/auth-store';
import { TrackedOrder } from './tracked-order';

const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { trackOrderFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/track-order-form'),
  ]);
  return zodResolver(trackOrderFormSchema());
});

/** Order number and email in, the order's status, timeline, tracking and items out. */
export function OrderLookup({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('OrderStatus');
  const locale = useLocale() as Locale;
  const messageOf = useValidationMessage();
  const signedIn = useAuthStore((state) => state.status === 'registered');
  const track = useTrackOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackOrderFormValues>({ resolver, defaultValues: { orderNumber, email: '' } });

  return (
    <>
      {signedIn ? (
        <p className="rounded-md bg-neutral-50 p-3 text-sm">
          {t.rich('signedIn', {
            orders: (chunks) => (
              <Link href={ordersPath(locale)} className="font-semibold underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <form
        noValidate
        aria-label={t('formLabel')}
        onSubmit={handleSubmit(({ orderNumber: number, email }) =>
          track.mutate({ orderNumber: number.trim(), email: email.trim() }),
        )}
        className="flex flex-col gap-4"
      >
        {track.isError ? <ApiErrorAlert error={track.error} /> : null}
        <TextField
          label={t('orderNumber')}
          autoComplete="off"
          autoCapitalize="characters"
          error={messageOf(errors.orderNumber)}
          {...register('orderNumber')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={messageOf(errors.email)}
          {...register('email')}
        />
        <PendingButton
          pending={track.isPending}
          label={t('submit')}
          pendingLabel={t('submitting')}
          className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white disabled:opacity-60"
        />
      </form>
      {track.data ? <TrackedOrder order={track.data} /> : null}
    </>
  );
}
