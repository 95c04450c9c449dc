'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef } from 'react';
import { AdyenCardForm } from '@/components/checkout/payment/adyen-card-form';
import type { CardFormHandle } from '@/components/checkout/payment/card-form-handle';
import { SimulatorCardForm } from '@/components/checkout/payment/simulator-card-form';
import { Dialog } from '@/components/ui/dialog';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import type { PaymentSessionResponse } from '@/lib/contracts/checkout';
import type { PaymentInstrumentsResponse } from '@/lib/contracts/payment-instruments';
import { countryOf, settingsFor, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { isCommerceApiError } from '@/services/api-error';
import { usePaymentInstrumentChanges } from '@/services/use-payment-instruments';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';

type CardEntry = PaymentInstrumentsResponse['cardEntry'];

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    addCard: { cardEntry: CardEntry };
  }
}

/** The account's "Add a card": the checkout's own card entry, checked and saved by the server. */
export function AddCardDialog() {
  const t = useTranslations('SavedPaymentMethods.addCardDialog');
  return (
    <Dialog id="addCard" title={t('title')} description={t('description')}>
      {({ cardEntry }) => <AddCardForm cardEntry={cardEntry} />}
    </Dialog>
  );
}

/**
 * Adyen's card component needs only its client key to encrypt the fields: no payment session
 * is opened, the server's zero-amount authorisation checks the card.
 */
function adyenFormConfig(cardEntry: CardEntry, locale: Locale): PaymentSessionResponse {
  return {
    success: true,
    provider: 'adyen',
    locale: toLanguageTag(locale),
    meta: {
      sessionID: '',
      ...(cardEntry.clientKey ? { clientKey: cardEntry.clientKey } : {}),
      environment: cardEntry.environment,
      amount: { value: 0, currency: settingsFor(locale).currency },
      countryCode: countryOf(locale).toUpperCase(),
      paymentMethodId: 'CREDIT_CARD',
    },
  };
}

function AddCardForm({ cardEntry }: { cardEntry: CardEntry }) {
  const t = useTranslations('SavedPaymentMethods');
  const locale = useLocale() as Locale;
  const cardForm = useRef<CardFormHandle>(null);
  const { addCard } = usePaymentInstrumentChanges();
  const showToast = useToastStore((state) => state.showToast);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const adyenConfig = useMemo(
    () => (cardEntry.provider === 'adyen' ? adyenFormConfig(cardEntry, locale) : null),
    [cardEntry, locale],
  );

  const save = async () => {
    const draft = await cardForm.current?.collect();
    if (draft?.kind !== 'card') return;
    const { additionalData } = draft;
    addCard.mutate(
      {
        encryptedCardNumber: additionalData.encryptedCardNumber,
        encryptedExpiryMonth: additionalData.encryptedExpiryMonth,
        encryptedExpiryYear: additionalData.encryptedExpiryYear,
        encryptedSecurityCode: additionalData.encryptedSecurityCode,
        holderName: additionalData.holderName,
      },
      {
        onSuccess: () => {
          showToast({ title: t('toasts.cardSaved'), type: 'success' });
          closeDialog('addCard');
        },
        // Spec 001 section 8: a card saved already shows the server's message.
        onError: (error) =>
          showToast({
            title: t('toasts.cardSaveFailed'),
            ...(isCommerceApiError(error, 'PYT300') ? { message: error.serverMessage } : {}),
            type: 'error',
          }),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {addCard.isError ? <ApiErrorAlert error={addCard.error} /> : null}
      {adyenConfig ? (
        <AdyenCardForm ref={cardForm} session={adyenConfig} />
      ) : (
        <SimulatorCardForm ref={cardForm} canSaveCard={false} />
      )}
      <PendingButton
        pending={addCard.isPending}
        label={t('addCardDialog.save')}
        pendingLabel={t('addCardDialog.saving')}
      />
    </form>
  );
}
