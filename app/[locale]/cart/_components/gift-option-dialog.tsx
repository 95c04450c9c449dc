'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, type FieldError } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { TextField } from '@/components/ui/form/text-field';
import { PendingButton } from '@/components/ui/pending-button';
import {
  giftOptionFormSchema,
  toGiftOption,
  type GiftFieldError,
  type GiftOptionFormValues,
} from '@/lib/cart/gift-option-form';
import type { GiftOption } from '@/lib/contracts/cart';
import { useUpdateCartItem } from '@/services/use-cart';
import { useDialogStore } from '@/stores/dialog-store';

export interface GiftOptionPayload {
  itemId: string;
  name: string;
  giftOption: GiftOption | null;
}

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    addGiftOption: GiftOptionPayload;
  }
}

/** The "add gift option" dialog (spec 000 section 2): to, email and message, all or none. */
export function GiftOptionDialog() {
  const t = useTranslations('Cart');
  return (
    <Dialog id="addGiftOption" title={t('giftTitle')} size="large">
      {(payload) => <GiftOptionForm key={payload.itemId} {...payload} />}
    </Dialog>
  );
}

function GiftOptionForm({ itemId, name, giftOption }: GiftOptionPayload) {
  const t = useTranslations('Cart');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const update = useUpdateCartItem();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GiftOptionFormValues>({
    resolver: zodResolver(giftOptionFormSchema),
    defaultValues: giftOption ?? { to: '', email: '', message: '' },
  });
  const messageOf = (error: FieldError | undefined) =>
    error?.message ? t(`giftErrors.${error.message as GiftFieldError}`) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    const saved = await update.updateItem({ itemId, giftOption: toGiftOption(values) });
    if (saved) closeDialog('addGiftOption');
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('giftIntro', { name })}</p>
      {update.error && (
        <p role="alert" className="text-sm text-red-700">
          {update.error.message}
        </p>
      )}
      <TextField
        label={t('giftTo')}
        maxLength={60}
        error={messageOf(errors.to)}
        {...register('to')}
      />
      <TextField
        label={t('giftEmail')}
        type="email"
        maxLength={254}
        error={messageOf(errors.email)}
        {...register('email')}
      />
      <TextAreaField
        label={t('giftMessage')}
        rows={4}
        maxLength={250}
        error={messageOf(errors.message)}
        {...register('message')}
      />
      <p className="text-xs text-muted">{t('giftAllOrNone')}</p>
      <PendingButton pending={update.isPending} label={t('giftSave')} pendingLabel={t('saving')} />
    </form>
  );
}
