'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useImperativeHandle, type ReactNode, type Ref } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import type { AddressFormDefinition } from '@/lib/address/form-definitions';
import { addressFormSchema, fieldDefinition } from '@/lib/checkout/address-form-model';
import type { Region } from '@/lib/i18n/locales';
import { digitsOnly } from '@/lib/phone/digits';
import { applyMask, phoneMaskFor } from '@/lib/phone/mask';
import type { AddressField, AddressFormValues } from '@/lib/contracts/address';
import { decodeValidationMessage } from '@/lib/validation/zod-form';

/** Lets the step set errors the server found (CHK380 on a field, SHP410, BILL410). */
export interface AddressFormHandle {
  setError: UseFormSetError<AddressFormValues>;
}

export interface AddressFormProps {
  ref?: Ref<AddressFormHandle>;
  form: AddressFormDefinition;
  /** The country's name for the read-only country field. */
  countryName: string;
  region: Region;
  defaultValues: AddressFormValues;
  /** Shipping asks for the contact email; billing reuses it. */
  showEmail: boolean;
  /** Which phone rule names an empty phone: SHP410 on shipping, BILL410 on billing. */
  kind: 'shipping' | 'billing';
  onSubmit: (values: AddressFormValues) => void | Promise<void>;
  /** Hears every change the shopper makes (the shipping step keeps a draft of them). */
  onChange?: (values: Partial<AddressFormValues>) => void;
  /** Lets a submit button elsewhere on the page name this form (`form` attribute). */
  id?: string;
  children?: ReactNode;
}

const autoComplete: Partial<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postalCode: 'postal-code',
  email: 'email',
};

/**
 * An address form driven by the country's form definition (spec 002 sections 3 and 5): its
 * required fields, lengths, patterns, province list and phone mask. Submit buttons come as
 * children so each step names its own action.
 */
export function AddressForm({
  ref,
  form,
  countryName,
  region,
  defaultValues,
  showEmail,
  kind,
  onSubmit,
  onChange,
  id,
  children,
}: AddressFormProps) {
  const t = useTranslations('AddressForm');
  const messageOf = useValidationMessage();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema(form)),
    defaultValues,
  });
  useImperativeHandle(ref, () => ({ setError }), [setError]);
  useEffect(() => {
    if (!onChange) return;
    return subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) });
  }, [subscribe, onChange]);

  const errorOf = (field: AddressField) => {
    const error = errors[field];
    // Spec 000 section 5: an empty phone is SHP410 on shipping and BILL410 on billing.
    if (
      field === 'phone' &&
      error &&
      error.type !== 'server' &&
      decodeValidationMessage(error.message).key === 'required'
    ) {
      return kind === 'shipping' ? t('phoneRequiredShipping') : t('phoneRequiredBilling');
    }
    return messageOf(error);
  };
  const limits = (field: AddressField) => {
    const definition = fieldDefinition(form, field);
    // No maxLength attribute: it would cut a pasted value unseen; the schema says what is too long.
    return { required: definition?.required, autoComplete: autoComplete[field] };
  };
  const text = (field: AddressField) => (
    <TextField
      label={definitionLabel(field)}
      error={errorOf(field)}
      {...limits(field)}
      {...register(field)}
    />
  );
  const definitionLabel = (field: AddressField) =>
    fieldDefinition(form, field)?.required ? t(field) : t('optional', { label: t(field) });

  const provinces = fieldDefinition(form, 'province')?.options;
  const mask = phoneMaskFor(form.dialCode, region);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {showEmail ? (
        <TextField
          type="email"
          label={t('email')}
          error={errorOf('email')}
          {...limits('email')}
          {...register('email')}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName')}
        {text('lastName')}
      </div>
      {text('addressLine1')}
      {text('addressLine2')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city')}
        {provinces ? (
          <SelectField
            label={definitionLabel('province')}
            error={errorOf('province')}
            autoComplete="address-level1"
            required
            {...register('province')}
          >
            <option value="">{t('chooseProvince')}</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </SelectField>
        ) : (
          text('province')
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('postalCode')}
        <TextField label={t('country')} value={countryName} readOnly aria-readonly="true" />
      </div>
      <TextField
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t('phone', { dialCode: form.dialCode })}
        placeholder={mask}
        error={errorOf('phone')}
        required
        {...register('phone')}
        onChange={(event) => {
          const digits = digitsOnly(event.target.value);
          setValue('phone', applyMask(digits, phoneMaskFor(form.dialCode, region, digits.length)));
        }}
      />
      {children}
    </form>
  );
}
