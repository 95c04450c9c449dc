'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { AddressForm, type AddressFormHandle } from '@/components/checkout/address/address-form';
import { PendingButton } from '@/components/ui/pending-button';
import type { AddressFormDefinition } from '@/lib/address/form-definitions';
import {
  addressToFormValues,
  emptyAddressValues,
  toAddressInput,
} from '@/lib/checkout/address-form-model';
import type { Cart } from '@/lib/contracts/cart';
import { addressSchema } from '@/lib/contracts/checkout';
import type { Region } from '@/lib/i18n/locales';
import type { AddressField, AddressFormValues } from '@/lib/validation/address-form';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutStore } from '@/stores/checkout-store';
import { useCheckoutErrorHandler } from './checkout-error';
import { ShippingMethods } from './shipping-methods';

/** Codes about the shipping address that name no field, and the field they belong to. */
const shippingFields: Record<string, AddressField> = {
  SHP410: 'phone',
  SHP500: 'addressLine1',
  CHK320: 'addressLine1',
};
const shippingFieldFor = (code: string): AddressField | undefined => shippingFields[code];

/** The shipping step: contact email, delivery address and delivery service. */
export function ShippingStep({
  cart,
  form,
  countryName,
  region,
  profileEmail,
}: {
  cart: Cart;
  form: AddressFormDefinition;
  countryName: string;
  region: Region;
  profileEmail: string | null;
}) {
  const t = useTranslations('Checkout');
  const send = useCheckoutStore((state) => state.send);
  const formRef = useRef<AddressFormHandle>(null);
  const handleError = useCheckoutErrorHandler();
  const saved = addressSchema.safeParse(cart.shippingAddress);
  const defaults: AddressFormValues = saved.success
    ? addressToFormValues(saved.data, form)
    : emptyAddressValues(form, profileEmail ?? '');

  const setAddress = useCheckoutCartMutation((client, basketId, values: AddressFormValues) =>
    client.setShippingAddress(basketId, {
      addresses: [{ ...toAddressInput(values, form), shippingId: 'me' }],
    }),
  );

  const submit = async (values: AddressFormValues) => {
    try {
      await setAddress.mutateAsync(values);
      send({ type: 'stepCompleted', step: 'shipping' });
    } catch (error) {
      handleError<AddressFormValues>(error, {
        setError: formRef.current?.setError,
        fieldFor: shippingFieldFor,
      });
    }
  };

  return (
    <AddressForm
      ref={formRef}
      form={form}
      countryName={countryName}
      region={region}
      defaultValues={defaults}
      showEmail
      kind="shipping"
      onSubmit={submit}
    >
      <ShippingMethods cart={cart} />
      <PendingButton
        pending={setAddress.isPending}
        label={t('continueToBilling')}
        pendingLabel={t('saving')}
      />
    </AddressForm>
  );
}
