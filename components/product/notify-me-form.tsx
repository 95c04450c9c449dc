'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import type { Locale } from '@/lib/i18n/locales';
import { useStockNotification } from '@/services/use-product-page';

// The rule and zod load with the form's first check, not with the product page.
const resolver = lazyResolver<{ email: string }>(async () => {
  const [{ zodResolver }, { notifyMeFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/notify-me-form'),
  ]);
  return zodResolver(notifyMeFormSchema());
});

/** Back-in-stock request for a sold-out size (PUT /products/v1/notifications). */
export function NotifyMeForm({ variantId, sizeLabel }: { variantId: string; sizeLabel: string }) {
  const t = useTranslations('ProductPage');
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const notify = useStockNotification();
  const form = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: '' },
  });

  if (notify.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-neutral-100 p-3 text-sm">
        {t('notifyMeDone', { size: sizeLabel })}
      </p>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('notifyMeTitle')}
      className="flex flex-col gap-3 rounded-md border border-line p-3"
      onSubmit={form.handleSubmit(({ email }) =>
        notify.mutateAsync({ email: email.trim(), variantId, locale }).catch(() => undefined),
      )}
    >
      <p className="text-sm">{t('notifyMeIntro', { size: sizeLabel })}</p>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={message(form.formState.errors.email)}
        {...form.register('email')}
      />
      {notify.error && <ApiErrorAlert error={notify.error} />}
      <PendingButton pending={notify.isPending} label={t('notifyMe')} pendingLabel={t('sending')} />
    </form>
  );
}
