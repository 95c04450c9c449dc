'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import { AdyenPayPal } from '@/components/checkout/payment/adyen-paypal';
import { usePlaceOrder } from '@/components/checkout/use-place-order';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import type { PaymentDraft } from '@/lib/checkout/payment-draft';
import { readPendingPayment } from '@/lib/checkout/pending-payment';
import type { Cart } from '@/lib/contracts/cart';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { useDialogStore } from '@/stores/dialog-store';
import { SummaryItems } from './summary-items';

/**
 * The summary step: what is bought, how it is paid, what is left to pay, and the button that
 * places the order (PayPal's own button when PayPal through Adyen pays). In a buy-in-store session it names the store and associate the order
 * records.
 */
export function SummaryStep({ cart, draft }: { cart: Cart; draft: PaymentDraft | null }) {
  const t = useTranslations('Checkout');
  const { place } = usePlaceOrder();
  const money = useMoney(cart.currency);
  const session = useBuyInStoreStore((state) => state.session);
  const challenge = useCheckoutStore((state) => state.challenge);
  const openDialog = useDialogStore((state) => state.openDialog);
  const send = useCheckoutStore((state) => state.send);
  // Only a card challenge can be resumed here; a redirect finishes on the return page.
  const pending = readPendingPayment(challenge);
  const pendingChallenge = pending?.action.type === 'threeDS2' ? pending : null;

  return (
    <div className="flex flex-col gap-6">
      <SummaryItems cart={cart} />
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('paidBy')}</dt>
          <dd>{draft ? describeDraft(draft, t) : t('paymentMissing')}</dd>
        </div>
        <div className="flex justify-between gap-4 font-bold">
          <dt>{t('remainingToPay')}</dt>
          <dd>{money(cart.totals.remainingToPay)}</dd>
        </div>
      </dl>
      {session ? (
        <p className="rounded-md bg-neutral-100 p-3 text-sm">
          {t('inStoreSale', {
            store: session.storeName,
            storeId: session.storeId,
            associate: session.storeEmployeeName,
          })}
        </p>
      ) : null}
      {pendingChallenge ? (
        <button
          type="button"
          onClick={() => openDialog('threeDSecure', pendingChallenge)}
          className="self-start underline"
        >
          {t('resumeChallenge')}
        </button>
      ) : null}
      {draft?.kind === 'paypal' && !draft.walletToken ? (
        <AdyenPayPal cart={cart} />
      ) : draft ? (
        <PendingButton
          type="button"
          pending={place.isPending}
          label={t('placeOrder')}
          pendingLabel={t('placingOrder')}
          onClick={() => draft && place.mutate({ cart, draft })}
        />
      ) : (
        // Card details live only in memory: after a reload the shopper enters them again.
        <Button onClick={() => send({ type: 'edit', step: 'billing' })}>{t('enterPayment')}</Button>
      )}
    </div>
  );
}

function describeDraft(
  draft: PaymentDraft,
  t: ReturnType<typeof useTranslations<'Checkout'>>,
): string {
  switch (draft.kind) {
    case 'card':
    case 'savedCard':
      return t('cardEnding', { brand: draft.brand.toUpperCase(), lastFour: draft.lastFour });
    case 'bnpl':
      return t('payLater');
    case 'paypal':
      return 'PayPal';
    case 'applePay':
      return 'Apple Pay';
    case 'terminal':
      return draft.simulatedResult
        ? t(`simulatedTerminal.${draft.simulatedResult}`)
        : t('terminalPayment');
    case 'covered':
      return t('coveredByGiftCards');
  }
}
