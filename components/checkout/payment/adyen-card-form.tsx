'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PaymentSessionResponse } from '@/lib/contracts/checkout';
import type { PaymentAdditionalData } from '@/lib/contracts/checkout';
import type { CardFormHandle } from './card-form-handle';
import { loadAdyenCheckout } from './load-adyen';

interface CardState {
  isValid: boolean;
  paymentMethod: Record<string, unknown>;
}

/** Adyen's component state holds strings for the encrypted fields; others are left out. */
function encryptedFields(paymentMethod: Record<string, unknown>): PaymentAdditionalData {
  const pick = (key: string) =>
    typeof paymentMethod[key] === 'string' ? { [key]: paymentMethod[key] } : {};
  return {
    ...pick('encryptedCardNumber'),
    ...pick('encryptedExpiryMonth'),
    ...pick('encryptedExpiryYear'),
    ...pick('encryptedSecurityCode'),
    ...pick('holderName'),
    type: 'scheme',
  };
}

/**
 * Adyen's card component (with ADYEN_CLIENT_KEY set): the card fields are Adyen's own iframes,
 * so card data never touches our page; we receive the encrypted fields only.
 */
export function AdyenCardForm({
  ref,
  session,
}: {
  ref?: Ref<CardFormHandle>;
  session: PaymentSessionResponse;
}) {
  const t = useTranslations('CardForm');
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<{ showValidation: () => void } | null>(null);
  const state = useRef<CardState | null>(null);
  const lastFour = useRef('');
  const brand = useRef('scheme');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let unmounted = false;
    let element: { unmount: () => void } | null = null;
    loadAdyenCheckout(session)
      .then(({ adyen, checkout }) => {
        if (unmounted || !container.current) return;
        const created = new adyen.Card(checkout, {
          hasHolderName: true,
          holderNameRequired: true,
          onChange: (next) => {
            state.current = {
              isValid: next.isValid,
              paymentMethod: next.data.paymentMethod as Record<string, unknown>,
            };
          },
          onFieldValid: (field) => {
            if (field.fieldType === 'encryptedCardNumber' && field.endDigits) {
              lastFour.current = field.endDigits;
            }
          },
          onBrand: (event) => {
            brand.current = event.brand;
          },
        }).mount(container.current);
        card.current = created;
        element = created;
      })
      .catch(() => {
        if (!unmounted) setFailed(true);
      });
    return () => {
      unmounted = true;
      element?.unmount();
    };
  }, [session]);

  useImperativeHandle(
    ref,
    () => ({
      collect: async () => {
        const current = state.current;
        if (!current?.isValid) {
          card.current?.showValidation();
          return null;
        }
        return {
          kind: 'card',
          brand: brand.current,
          lastFour: lastFour.current,
          additionalData: { ...encryptedFields(current.paymentMethod), cardType: brand.current },
        };
      },
    }),
    [],
  );

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('legend')}</legend>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('loadFailed')}
        </p>
      ) : null}
      <div ref={container} />
    </fieldset>
  );
}
