'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { AddressForm, type AddressFormHandle } from '@/components/checkout/address/address-form';
import type { CardFormHandle } from '@/components/checkout/payment/card-form-handle';
import { PendingButton } from '@/components/ui/pending-button';
import type { AddressFormDefinition } from '@/lib/address/form-definitions';
import {
  addressToFormValues,
  emptyAddressValues,
  toAddressInput,
} from '@/lib/checkout/address-form-model';
import type { PaymentDraft } from '@/lib/checkout/payment-draft';
import type { Cart } from '@/lib/contracts/cart';
import { type PaymentMethodsResponse } from '@/lib/contracts/checkout';
import type { Region } from '@/lib/i18n/locales';
import {
  ownShippingAddressOf,
  postalFields,
  type Address,
  type AddressField,
  type AddressFormValues,
} from '@/lib/contracts/address';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutStore } from '@/stores/checkout-store';
import { usePaymentDraftStore } from '@/stores/payment-draft-store';
import { AthletePayment } from './athlete-payment';
import { useCheckoutErrorHandler } from './checkout-error';
import { GiftCardPanel } from './gift-card-panel';
import { LoyaltyPanel } from './loyalty-panel';
import {
  PaymentChoice,
  isPayPalChoiceOffered,
  isSimulatedTerminal,
  savedCardOf,
  type PaymentSelection,
  type TerminalResult,
} from './payment-choice';
import { RewardCodeForm } from './reward-code-form';

const BILLING_FORM_ID = 'checkout-billing-form';
const billingFields: Record<string, AddressField> = { BILL410: 'phone', BIL400: 'addressLine1' };

const comparedFields = [...postalFields, 'countryCode', 'phone'] as const;

function sameAddress(a: Address, b: Address): boolean {
  return comparedFields.every((field) => a[field] === b[field]);
}

function initialSelection(
  methods: PaymentMethodsResponse,
  payPalRequested: boolean,
): PaymentSelection {
  // Quick shop's PayPal button: through Adyen PayPal is the payment chosen here.
  if (payPalRequested && isPayPalChoiceOffered(methods)) return 'paypal';
  const main = methods.savedCards.find((card) => card.main) ?? methods.savedCards[0];
  return main ? `saved:${main.id}` : 'newCard';
}

/**
 * The billing step: billing address (or the shipping one), gift cards, loyalty points and
 * reward codes, then how the remaining amount is paid.
 */
export function BillingStep({
  cart,
  methods,
  form,
  countryName,
  region,
  signedIn,
  payPalRequested = false,
}: {
  cart: Cart;
  methods: PaymentMethodsResponse;
  form: AddressFormDefinition;
  countryName: string;
  region: Region;
  signedIn: boolean;
  /** The shopper came from a PayPal button (quick shop): PayPal starts chosen. */
  payPalRequested?: boolean;
}) {
  const t = useTranslations('Checkout');
  const send = useCheckoutStore((state) => state.send);
  const setDraft = usePaymentDraftStore((state) => state.setDraft);
  const handleError = useCheckoutErrorHandler();
  const addressRef = useRef<AddressFormHandle>(null);
  const cardRef = useRef<CardFormHandle>(null);
  const shipping = ownShippingAddressOf(cart.shippingAddress);
  const billing = cart.billingAddress;
  // A bag collected in stores has no shipping address to be the same as.
  const [sameAsShipping, setSameAsShipping] = useState(
    shipping !== null && (!billing || sameAddress(shipping, billing)),
  );
  const [selection, setSelection] = useState<PaymentSelection>(() =>
    initialSelection(methods, payPalRequested),
  );
  const [pending, setPending] = useState(false);
  const [terminalResult, setTerminalResult] = useState<TerminalResult>('approved');
  const athleteMethod = methods.paymentMethods.find((method) => method.id === 'ATHLETES_PAYMENT');
  const [athletePays, setAthletePays] = useState(false);
  const remaining = cart.totals.remainingToPay;
  const email = shipping?.email ?? cart.shippingAddress?.collection?.email ?? '';

  const saveBilling = useCheckoutCartMutation(
    (client, basketId, values: AddressFormValues | null) =>
      client.setBillingAddress(
        basketId,
        values ? { billingAddress: toAddressInput(values, form) } : { sameAsShipping: true },
      ),
  );
  const addInstrument = useCheckoutCartMutation((client, basketId, draft: PaymentDraft) =>
    client.addPaymentInstrument(
      basketId,
      draft.kind === 'terminal'
        ? { payment_method_id: 'POS_TERMINAL' }
        : draft.kind === 'bnpl'
          ? { payment_method_id: 'KLARNA' }
          : draft.kind === 'paypal'
            ? { payment_method_id: 'PAYPAL' }
            : draft.kind === 'savedCard'
              ? { payment_method_id: 'CREDIT_CARD', payment_instrument_id: draft.id }
              : { payment_method_id: 'CREDIT_CARD' },
    ),
  );

  const addAthletePayment = useCheckoutCartMutation((client, basketId, _: void) =>
    client.addPaymentInstrument(basketId, { payment_method_id: 'ATHLETES_PAYMENT' }),
  );

  const collectDraft = async (): Promise<PaymentDraft | null> => {
    if (remaining === 0) return { kind: 'covered' };
    if (selection === 'bnpl') return { kind: 'bnpl' };
    if (selection === 'terminal') {
      return isSimulatedTerminal(methods)
        ? { kind: 'terminal', simulatedResult: terminalResult }
        : { kind: 'terminal' };
    }
    if (selection === 'paypal') return { kind: 'paypal' };
    const saved = savedCardOf(selection, methods.savedCards);
    if (saved)
      return { kind: 'savedCard', id: saved.id, brand: saved.brand, lastFour: saved.lastFour };
    return (await cardRef.current?.collect()) ?? null;
  };

  const continueWith = async (values: AddressFormValues | null) => {
    const draft = await collectDraft();
    if (!draft) return;
    setPending(true);
    try {
      await saveBilling.mutateAsync(values);
      if (draft.kind !== 'covered') await addInstrument.mutateAsync(draft);
      else if (athletePays && athleteMethod?.applicable) await addAthletePayment.mutateAsync();
      setDraft(draft);
      send({ type: 'stepCompleted', step: 'billing' });
    } catch (error) {
      handleError<AddressFormValues>(error, {
        setError: values ? addressRef.current?.setError : undefined,
        fieldFor: (code) => billingFields[code],
      });
    } finally {
      setPending(false);
    }
  };

  const submitSameAsShipping = (event: FormEvent) => {
    event.preventDefault();
    void continueWith(null);
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="billing-address-title" className="flex flex-col gap-3">
        <h3 id="billing-address-title" className="font-semibold">
          {t('billingAddress')}
        </h3>
        {shipping ? (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4"
              checked={sameAsShipping}
              onChange={(event) => setSameAsShipping(event.target.checked)}
            />
            {t('sameAsShipping')}
          </label>
        ) : null}
        {sameAsShipping ? (
          <form id={BILLING_FORM_ID} noValidate onSubmit={submitSameAsShipping} />
        ) : (
          <AddressForm
            id={BILLING_FORM_ID}
            ref={addressRef}
            form={form}
            countryName={countryName}
            region={region}
            defaultValues={
              billing ? addressToFormValues(billing, form) : emptyAddressValues(form, email)
            }
            showEmail={false}
            kind="billing"
            onSubmit={(values) => continueWith({ ...values, email: values.email || email })}
          />
        )}
      </section>
      <GiftCardPanel cart={cart} savedGiftCards={methods.savedGiftCards} />
      {methods.loyalty ? <LoyaltyPanel loyalty={methods.loyalty} currency={cart.currency} /> : null}
      <RewardCodeForm />
      {athleteMethod ? (
        <AthletePayment method={athleteMethod} chosen={athletePays} onChange={setAthletePays} />
      ) : null}
      {remaining > 0 ? (
        <PaymentChoice
          basketId={cart.basketId}
          methods={methods}
          selection={selection}
          onSelect={setSelection}
          cardRef={cardRef}
          signedIn={signedIn}
          terminalResult={terminalResult}
          onTerminalResult={setTerminalResult}
        />
      ) : (
        <p role="status" className="rounded-md bg-neutral-100 p-3 text-sm">
          {t('nothingLeftToPay')}
        </p>
      )}
      <PendingButton
        form={BILLING_FORM_ID}
        pending={pending}
        label={t('continueToSummary')}
        pendingLabel={t('saving')}
      />
    </div>
  );
}
