'use client';

import { useTranslations } from 'next-intl';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { checkoutErrorPlacement } from '@/lib/checkout/checkout-errors';
import { isCommerceApiError } from '@/services/api-error';
import { useToastStore } from '@/stores/toast-store';

/**
 * Shows a failed checkout call where spec 000 section 8 puts it: on the field it names, or as a
 * persistent error toast when it is not on the keep-in-page list.
 */
export function useCheckoutErrorHandler() {
  const t = useTranslations('Checkout');
  const showToast = useToastStore((state) => state.showToast);
  return <Values extends FieldValues>(
    error: unknown,
    options: {
      setError?: UseFormSetError<Values>;
      /** Field for codes that name no field, e.g. SHP410 → phone. */
      fieldFor?: (code: string) => FieldPath<Values> | undefined;
    } = {},
  ) => {
    if (isCommerceApiError(error) && checkoutErrorPlacement(error.code) === 'input') {
      // The API names the field with its object, e.g. `shippingAddress.postalCode`.
      const named = error.field?.split('.').pop() as FieldPath<Values> | undefined;
      const field = named ?? options.fieldFor?.(error.code);
      if (field && options.setError) {
        options.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
    }
    showToast({
      title: isCommerceApiError(error) ? error.message : t('unexpectedError'),
      type: 'error',
      autoClose: false,
    });
  };
}
