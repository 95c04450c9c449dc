'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { SelectField } from '@/components/ui/form/select-field';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import {
  WARRANTY_DESCRIPTION_MAX_LENGTH,
  WARRANTY_PHOTO_MAX_BYTES,
  WARRANTY_PHOTO_MAX_COUNT,
  warrantyReasons,
  type OrderDetailResponse,
  type WarrantyClaimSummary,
} from '@/lib/contracts/orders';
import {
  photoProblem,
  type PhotoProblem,
  type WarrantyFormValues,
} from '@/lib/validation/warranty-form';
import { useOrdersClient, useRefreshOrders } from '@/services/use-orders';

const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { warrantyFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/warranty-form'),
  ]);
  return zodResolver(warrantyFormSchema());
});

export function WarrantyForm({
  order,
  onClaimed,
}: {
  order: OrderDetailResponse;
  onClaimed: (claim: WarrantyClaimSummary) => void;
}) {
  const t = useTranslations('Warranty');
  const reasons = useTranslations('OrderDetail.warrantyReasons');
  const messageOf = useValidationMessage();
  const orders = useOrdersClient();
  const refreshOrders = useRefreshOrders();
  const photoInputId = useId();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<PhotoProblem | null>(null);
  const items = order.items.filter((item) => item.shippingMethod !== 'digital');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WarrantyFormValues>({
    resolver,
    defaultValues: {
      itemId: items.length === 1 ? (items[0]?.itemId ?? '') : '',
      reason: '',
      description: '',
    },
  });
  const claim = useMutation({
    mutationFn: (values: WarrantyFormValues) => {
      const form = new FormData();
      form.set('orderNumber', order.orderNumber);
      form.set('itemId', values.itemId);
      form.set('reason', values.reason);
      form.set('description', values.description.trim());
      for (const photo of photos) form.append('photos', photo);
      return orders.claimWarranty(form);
    },
    onSuccess: async (result) => {
      await refreshOrders();
      onClaimed(result);
    },
  });

  const photoHintId = `${photoInputId}-hint`;
  const photoErrorId = `${photoInputId}-error`;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!photoError) claim.mutate(values);
      })}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{t('intro')}</p>
      {claim.isError ? <ApiErrorAlert error={claim.error} /> : null}
      <SelectField label={t('item')} error={messageOf(errors.itemId)} {...register('itemId')}>
        <option value="">{t('chooseItem')}</option>
        {items.map((item) => (
          <option key={item.itemId} value={item.itemId}>
            {[item.name, item.color, item.size].filter(Boolean).join(', ')}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('reason')} error={messageOf(errors.reason)} {...register('reason')}>
        <option value="">{t('chooseReason')}</option>
        {warrantyReasons.map((reason) => (
          <option key={reason} value={reason}>
            {reasons(reason)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('description')}
        rows={5}
        maxLength={WARRANTY_DESCRIPTION_MAX_LENGTH}
        hint={t('descriptionHint', { max: WARRANTY_DESCRIPTION_MAX_LENGTH })}
        error={messageOf(errors.description)}
        {...register('description')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={photoInputId} className="text-sm font-medium">
          {t('photos')}
        </label>
        <input
          id={photoInputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={photoError ? `${photoHintId} ${photoErrorId}` : photoHintId}
          aria-invalid={photoError ? true : undefined}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setPhotos(chosen);
            setPhotoError(photoProblem(chosen));
          }}
          className="text-sm file:mr-3 file:rounded-full file:border file:border-ink file:bg-white file:px-4 file:py-2 file:font-semibold"
        />
        <p id={photoHintId} className="text-xs text-muted">
          {t('photosHint', {
            count: WARRANTY_PHOTO_MAX_COUNT,
            megabytes: WARRANTY_PHOTO_MAX_BYTES / (1024 * 1024),
          })}
        </p>
        {photoError ? (
          <p id={photoErrorId} role="alert" className="text-sm text-red-700">
            {t(`photoProblems.${photoError}`, {
              count: WARRANTY_PHOTO_MAX_COUNT,
              megabytes: WARRANTY_PHOTO_MAX_BYTES / (1024 * 1024),
            })}
          </p>
        ) : null}
      </div>
      <PendingButton
        pending={claim.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
        className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white disabled:opacity-60"
      />
    </form>
  );
}
