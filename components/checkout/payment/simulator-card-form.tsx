'use client';

import { useTranslations } from 'next-intl';
import { useImperativeHandle, type Ref } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import { formatCardExpiry } from '@/lib/checkout/card-expiry';
import { validateCardForm, type CardFormValues } from '@/lib/checkout/card-form';
import { formatCardNumber } from '@/lib/checkout/card-number';
import { simulatorCardDraft } from '@/lib/checkout/payment-draft';
import type { CardFormHandle } from './card-form-handle';

type SimulatorCardValues = CardFormValues & { saveCard: boolean };

const cardResolver =
  (now: () => Date): Resolver<SimulatorCardValues> =>
  async (values) => {
    const errors = validateCardForm(values, now());
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        entries.map(([field, key]) => [field, { type: 'validate', message: key }]),
      ),
    };
  };

export interface SimulatorCardFormProps {
  ref?: Ref<CardFormHandle>;
  /** Offer to keep the card on the account (signed-in shoppers). */
  canSaveCard: boolean;
  now?: () => Date;
}

/**
 * The card form of the payment simulator (no Adyen keys): plain, labelled inputs whose values
 * go to our own server only, with the number checked by Luhn and the expiry by FE309.
 */
export function SimulatorCardForm({
  ref,
  canSaveCard,
  now = () => new Date(),
}: SimulatorCardFormProps) {
  const t = useTranslations('CardForm');
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<SimulatorCardValues>({
    resolver: cardResolver(now),
    defaultValues: { number: '', expiry: '', cvc: '', holderName: '', saveCard: false },
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  });

  useImperativeHandle(
    ref,
    () => ({
      collect: () =>
        new Promise((resolve) => {
          void handleSubmit(
            (values) =>
              resolve(simulatorCardDraft(values, { storePaymentMethod: values.saveCard })),
            () => resolve(null),
          )();
        }),
    }),
    [handleSubmit],
  );

  const errorText = (field: keyof CardFormValues) => {
    const key = errors[field]?.message;
    return key ? t(`errors.${key}` as 'errors.numberRequired') : undefined;
  };
  const number = register('number');
  const expiry = register('expiry');

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{t('legend')}</legend>
      <TextField
        label={t('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        error={errorText('number')}
        {...number}
        onChange={(event) => {
          setValue('number', formatCardNumber(event.target.value));
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('expiry')}
          placeholder={t('expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          error={errorText('expiry')}
          {...expiry}
          onChange={(event) => {
            setValue('expiry', formatCardExpiry(event.target.value));
          }}
        />
        <TextField
          label={t('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errorText('cvc')}
          {...register('cvc')}
        />
      </div>
      <TextField
        label={t('holderName')}
        autoComplete="cc-name"
        maxLength={100}
        error={errorText('holderName')}
        {...register('holderName')}
      />
      {canSaveCard ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('saveCard')} />
          {t('saveCard')}
        </label>
      ) : null}
    </fieldset>
  );
}
