'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { PendingButton } from '@/components/ui/pending-button';
import { formatMoney } from '@/lib/format/money';
import type { Currency, Locale } from '@/lib/i18n/locales';
import { useSavePriceAdjustment } from '@/services/use-price-adjustments';
import { useDialogStore } from '@/stores/dialog-store';
import {
  adjustmentAmount,
  adjustmentFormValuesOf,
  adjustmentReasons,
  adjustmentReasonText,
  adjustmentRefusal,
  validateAdjustment,
  type AdjustmentFieldError,
  type AdjustmentFormValues,
} from './price-adjustment-form';

export interface PriceAdjustmentPayload {
  itemId: string;
  name: string;
  /** What the line costs after promotions: the base of a percent. */
  lineTotal: number;
  currency: Currency;
  /** The line's adjustment being changed, if any, with what it takes off and why. */
  adjustmentId?: string | undefined;
  applied?: { amount: number; reason: string } | undefined;
}

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    priceAdjustment: PriceAdjustmentPayload;
  }
}

/** An associate takes money off one bag line: a reason, then an amount or a percent. */
export function PriceAdjustmentDialog() {
  const t = useTranslations('Associate.adjustment');
  return (
    <Dialog id="priceAdjustment" title={t('title')} size="large">
      {(payload) => (
        <PriceAdjustmentForm key={`${payload.itemId}:${payload.adjustmentId ?? ''}`} {...payload} />
      )}
    </Dialog>
  );
}

const emptyValues: AdjustmentFormValues = { reason: '', note: '', mode: 'amount', value: '' };

function PriceAdjustmentForm({
  itemId,
  name,
  lineTotal,
  currency,
  adjustmentId,
  applied,
}: PriceAdjustmentPayload) {
  const t = useTranslations('Associate.adjustment');
  const locale = useLocale() as Locale;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const save = useSavePriceAdjustment();
  const [values, setValues] = useState(() =>
    applied ? adjustmentFormValuesOf(applied, (reason) => t(`reasons.${reason}`)) : emptyValues,
  );
  const [errors, setErrors] = useState<ReturnType<typeof validateAdjustment>['errors']>({});
  const set = (change: Partial<AdjustmentFormValues>) => setValues({ ...values, ...change });
  const messageOf = (error: AdjustmentFieldError | undefined) =>
    error ? t(`errors.${error}`) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAdjustment(values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || values.reason === '') return;
    const body = {
      itemId,
      amount: adjustmentAmount(values.mode, checked.value, lineTotal),
      reason: adjustmentReasonText(t(`reasons.${values.reason}`), values.note),
    };
    save.mutate({ adjustmentId, body }, { onSuccess: () => closeDialog('priceAdjustment') });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('intro', { name, price: money(lineTotal) })}</p>
      {save.error && <RefusalAlert error={save.error} money={money} />}
      <SelectField
        label={t('reason')}
        value={values.reason}
        error={messageOf(errors.reason)}
        onChange={(event) => set({ reason: event.target.value as AdjustmentFormValues['reason'] })}
      >
        <option value="">{t('reasonPlaceholder')}</option>
        {adjustmentReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={values.reason === 'other' ? t('note') : t('noteOptional')}
        value={values.note}
        maxLength={80}
        error={messageOf(errors.note)}
        onChange={(event) => set({ note: event.target.value })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('mode')}</legend>
        {(['amount', 'percent'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="adjustment-mode"
              value={mode}
              checked={values.mode === mode}
              onChange={() => set({ mode })}
            />
            {t(`modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={values.mode === 'amount' ? t('amount', { currency }) : t('percent')}
        inputMode="decimal"
        value={values.value}
        error={messageOf(errors.value)}
        onChange={(event) => set({ value: event.target.value })}
      />
      <PendingButton pending={save.isPending} label={t('save')} pendingLabel={t('saving')} />
    </form>
  );
}

function RefusalAlert({ error, money }: { error: Error; money: (amount: number) => string }) {
  const t = useTranslations('Associate.adjustment.refused');
  const refusal = adjustmentRefusal(error);
  const message = !refusal
    ? error.message
    : refusal.limit === 'amount'
      ? t('amount', { max: money(refusal.maxAmount) })
      : refusal.limit === 'percent'
        ? t('percent', { max: refusal.maxPercent })
        : t(refusal.limit);
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
