'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AddressForm, type AddressFormHandle } from '@/components/checkout/address/address-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import type { AddressFormDefinition } from '@/lib/address/form-definitions';
import { emptyAddressValues } from '@/lib/checkout/address-form-model';
import { savedAddressToFormValues, toSavedAddressBody } from '@/lib/checkout/saved-address-form';
import type {
  AddressField,
  AddressFormValues,
  ApproachType,
  SavedAddress,
} from '@/lib/contracts/address';
import type { Region } from '@/lib/i18n/locales';
import { isCommerceApiError } from '@/services/api-error';
import { useAddressBook } from '@/services/use-address-book';

/**
 * Adds an address, or edits `address`, with the storefront country's form rules. A refusal
 * naming a field (`address.postalCode`) shows on that field; anything else above the form.
 */
export function SavedAddressEditor({
  address,
  form,
  countryName,
  region,
  email,
  onDone,
}: {
  address?: SavedAddress;
  /** The account's email: the form's rules want one, the address book does not keep it. */
  email: string;
  form: AddressFormDefinition;
  countryName: string;
  region: Region;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('SavedAddresses');
  const { add, update } = useAddressBook();
  const formRef = useRef<AddressFormHandle>(null);
  const [type, setType] = useState<ApproachType>(address?.approachType ?? 'S');
  const [main, setMain] = useState(address?.main ?? false);
  const [failure, setFailure] = useState<unknown>(null);
  const pending = add.isPending || update.isPending;
  const formId = `saved-address-${address?.id ?? 'new'}`;
  const typeFieldset = useRef<HTMLFieldSetElement>(null);
  // The editor replaces the button that opened it: focus moves into it.
  useEffect(() => typeFieldset.current?.querySelector<HTMLInputElement>(':checked')?.focus(), []);

  const submit = async (values: AddressFormValues) => {
    setFailure(null);
    const body = toSavedAddressBody(values, form, type, main);
    try {
      if (address) await update.mutateAsync({ id: address.id, body });
      else await add.mutateAsync(body);
      onDone(t('saved'));
    } catch (error) {
      const field = isCommerceApiError(error)
        ? (error.field?.split('.').pop() as AddressField | undefined)
        : undefined;
      if (field && field !== 'country' && formRef.current && isCommerceApiError(error)) {
        formRef.current.setError(
          field,
          { type: 'server', message: error.message },
          { shouldFocus: true },
        );
      } else {
        setFailure(error);
      }
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-neutral-300 p-4">
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <fieldset ref={typeFieldset} className="flex gap-6">
        <legend className="mb-2 font-semibold">{t('typeLegend')}</legend>
        {(['S', 'B'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${formId}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
              className="size-4"
            />
            {value === 'S' ? t('shipping') : t('billing')}
          </label>
        ))}
      </fieldset>
      <AddressForm
        ref={formRef}
        id={formId}
        form={form}
        countryName={countryName}
        region={region}
        defaultValues={
          address ? savedAddressToFormValues(address, email) : emptyAddressValues(form, email)
        }
        showEmail={false}
        kind={type === 'S' ? 'shipping' : 'billing'}
        onSubmit={submit}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={main}
            onChange={(event) => setMain(event.target.checked)}
          />
          {t('makeMain')}
        </label>
        <div className="flex gap-3">
          <PendingButton pending={pending} label={t('save')} pendingLabel={t('saving')} />
          <button
            type="button"
            onClick={() => onDone('')}
            className="rounded-full border border-neutral-900 px-6 py-2 font-semibold"
          >
            {t('cancel')}
          </button>
        </div>
      </AddressForm>
    </div>
  );
}
