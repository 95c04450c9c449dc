'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { AdyenCardForm } from '@/components/checkout/payment/adyen-card-form';
import { BnplInfoDialog } from '@/components/checkout/payment/bnpl-info-dialog';
import type { CardFormHandle } from '@/components/checkout/payment/card-form-handle';
import { SimulatorCardForm } from '@/components/checkout/payment/simulator-card-form';
import { RadioCard } from '@/components/ui/radio-card';
import type { PaymentMethodsResponse, SavedCard } from '@/lib/contracts/checkout';
import { usePaymentSession } from '@/services/use-checkout';
import { useDialogStore } from '@/stores/dialog-store';

/** `saved:<id>`, a new card, buy now pay later, PayPal (through Adyen), or a till's terminal. */
export type PaymentSelection = `saved:${string}` | 'newCard' | 'bnpl' | 'paypal' | 'terminal';

/** What the associate says the demo's simulated terminal answered. */
export type TerminalResult = 'approved' | 'declined';

const terminalOf = (methods: PaymentMethodsResponse) =>
  methods.paymentMethods.find((method) => method.id === 'POS_TERMINAL' && method.applicable);

/** The terminal is the demo's, so the associate gives its answer here. */
export function isSimulatedTerminal(methods: PaymentMethodsResponse): boolean {
  return terminalOf(methods)?.simulated === true;
}

/** PayPal is chosen here only through Adyen; the simulator offers PayPal express instead. */
export function isPayPalChoiceOffered(methods: PaymentMethodsResponse): boolean {
  return (
    methods.provider === 'adyen' &&
    methods.paymentMethods.some((method) => method.id === 'PAYPAL' && method.applicable)
  );
}

export function savedCardOf(
  selection: PaymentSelection,
  cards: readonly SavedCard[],
): SavedCard | undefined {
  return selection.startsWith('saved:')
    ? cards.find((card) => `saved:${card.id}` === selection)
    : undefined;
}

/**
 * How the remaining amount is paid: a saved card, a new card (the simulator's form or Adyen's
 * component, as the server's payment provider says), buy now pay later, with Adyen PayPal,
 * whose window opens when the order is placed, or at a till the store's card terminal.
 */
export function PaymentChoice({
  basketId,
  methods,
  selection,
  onSelect,
  cardRef,
  signedIn,
  terminalResult,
  onTerminalResult,
}: {
  basketId: string;
  methods: PaymentMethodsResponse;
  selection: PaymentSelection;
  onSelect: (selection: PaymentSelection) => void;
  cardRef: Ref<CardFormHandle>;
  signedIn: boolean;
  terminalResult: TerminalResult;
  onTerminalResult: (result: TerminalResult) => void;
}) {
  const t = useTranslations('Payment');
  const till = useTranslations('Checkout');
  const openDialog = useDialogStore((state) => state.openDialog);
  const isAdyen = methods.provider === 'adyen';
  const session = usePaymentSession(
    isAdyen && selection === 'newCard' ? basketId : null,
    methods.remainingToPay,
  );
  const bnpl = methods.paymentMethods.find((method) => method.id === 'KLARNA' && method.applicable);
  const payPal = isPayPalChoiceOffered(methods);
  // Offered by the server only to an associate's till whose store has a terminal.
  const terminal = terminalOf(methods);

  const option = (value: PaymentSelection, label: string, detail?: string) => (
    <RadioCard
      key={value}
      name="payment-method"
      value={value}
      selected={selection === value}
      onSelect={onSelect}
      label={label}
      detail={detail}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('legend')}</legend>
        {methods.savedCards.map((card) =>
          option(
            `saved:${card.id}`,
            t('savedCard', { brand: card.brand.toUpperCase(), lastFour: card.lastFour }),
            t('expires', {
              month: String(card.expiryMonth).padStart(2, '0'),
              year: card.expiryYear,
            }),
          ),
        )}
        {terminal ? option('terminal', till('terminalPayment'), till('terminalDetail')) : null}
        {option('newCard', t('newCard'))}
        {bnpl ? (
          <>
            {option('bnpl', t('bnpl'), t('bnplDetail'))}
            <button
              type="button"
              onClick={() => openDialog('bnplInfo')}
              className="self-start text-sm underline"
            >
              {t('bnplInfoLink')}
            </button>
          </>
        ) : null}
        {payPal ? option('paypal', t('paypal'), t('paypalDetail')) : null}
      </fieldset>
      {bnpl ? <BnplInfoDialog /> : null}
      {selection === 'terminal' && terminal?.simulated ? (
        <fieldset className="flex flex-col gap-2 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-semibold">{till('simulatedTerminal.legend')}</legend>
          {(['approved', 'declined'] as const).map((result) => (
            <label key={result} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="terminal-result"
                value={result}
                checked={terminalResult === result}
                onChange={() => onTerminalResult(result)}
              />
              {till(`simulatedTerminal.${result}Option`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {selection === 'newCard' ? (
        isAdyen ? (
          session.data ? (
            <AdyenCardForm ref={cardRef} session={session.data} />
          ) : session.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('sessionFailed')}
            </p>
          ) : (
            <p role="status">{t('loadingCardForm')}</p>
          )
        ) : (
          <SimulatorCardForm ref={cardRef} canSaveCard={signedIn} />
        )
      ) : null}
    </div>
  );
}
