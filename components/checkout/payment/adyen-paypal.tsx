'use client';

import type {
  AdditionalDetailsActions,
  AdditionalDetailsData,
  AdyenCheckoutError,
  PaymentAction as AdyenAction,
  SubmitActions,
} from '@adyen/adyen-web';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { pendingPaymentOf } from '@/lib/checkout/pending-payment-of';
import type { PendingPayment } from '@/lib/checkout/pending-payment';
import type { Cart } from '@/lib/contracts/cart';
import {
  payPalDetailsSchema,
  type PatchOrderRequest,
  type PayPalDetails,
} from '@/lib/contracts/checkout';
import { useCheckoutClient } from '@/services/use-checkout';
import { usePlaceOrder } from '../use-place-order';
import { useFinishOrder } from '../use-finish-order';
import { loadAdyenCheckout } from './load-adyen';

/** Adyen hands PayPal's approval over as `state.data.details`; only its known strings are sent. */
function payPalDetailsOf(state: AdditionalDetailsData): PayPalDetails {
  const parsed = payPalDetailsSchema.safeParse(state.data.details);
  return parsed.success ? parsed.data : {};
}

/**
 * PayPal through Adyen, in place of the Place order button: pressing PayPal places the order
 * (prepare, PUT, as the button would) and hands Adyen the `sdk` action so PayPal's window
 * opens; PayPal's approval PATCHes the order and opens the confirmation. Closing the window,
 * or PayPal failing, tells the server to release the order at once, and the shopper is back at
 * billing on a new cart with the same items.
 */
export function AdyenPayPal({ cart }: { cart: Cart }) {
  const t = useTranslations('Payment');
  const client = useCheckoutClient();
  const { place } = usePlaceOrder();
  const { settlePending } = useFinishOrder();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The order PayPal's window is open for, between placement and PayPal's answer.
  const pending = useRef<PendingPayment | null>(null);

  const submit = async (actions: SubmitActions) => {
    setBusy(true);
    try {
      const reply = await place.mutateAsync({ cart, draft: { kind: 'paypal' } });
      const order = reply.status === 'PaymentPending' ? pendingPaymentOf(reply) : null;
      if (order?.action.type !== 'sdk' || !order.action.raw) {
        actions.reject();
        return;
      }
      pending.current = order;
      // `raw` is Adyen's own action object, passed through our server untouched.
      actions.resolve({
        resultCode: 'Pending',
        action: order.action.raw as unknown as AdyenAction,
      });
    } catch {
      // The placement's own error handling has shown what went wrong.
      actions.reject();
    } finally {
      setBusy(false);
    }
  };

  /** PayPal's answer for the pending order PATCHes it; the page shows it is busy meanwhile. */
  const settle = async (
    order: PendingPayment,
    additionalData: PatchOrderRequest['paymentMethod']['additionalData'],
    onAnswer?: (created: boolean) => void,
  ) => {
    setBusy(true);
    try {
      await settlePending(order, { code: 'PAYPAL', additionalData }, onAnswer);
    } finally {
      setBusy(false);
    }
  };

  const complete = async (state: AdditionalDetailsData, actions: AdditionalDetailsActions) => {
    const order = pending.current;
    pending.current = null;
    if (!order) return actions.reject();
    await settle(order, { details: payPalDetailsOf(state) }, (created) =>
      created ? actions.resolve({ resultCode: 'Authorised' }) : actions.reject(),
    );
  };

  /** PayPal's window closed without approval, or PayPal failed: the order is given up. */
  const cancel = async (error: AdyenCheckoutError) => {
    const order = pending.current;
    pending.current = null;
    if (!order) {
      // Before any order: PayPal's script or button failed (a shopper's cancel needs nothing).
      if (error.name !== 'CANCEL') setFailed(true);
      return;
    }
    // Created: another tab finished the order meanwhile.
    await settle(order, { cancelled: true });
  };

  // Adyen's callbacks are bound once; they call the latest handlers.
  const handlers = useRef({ submit, complete, cancel });
  useEffect(() => {
    handlers.current = { submit, complete, cancel };
  });

  useEffect(() => {
    let unmounted = false;
    let element: { unmount: () => void } | null = null;
    client
      .getPaymentSession({ basketId: cart.basketId, paymentMethodId: 'PAYPAL' })
      .then((session) => loadAdyenCheckout(session))
      .then(({ adyen, checkout }) => {
        if (unmounted || !container.current) return;
        element = new adyen.PayPal(checkout, {
          onSubmit: (_state, _component, actions) => {
            void handlers.current.submit(actions);
          },
          onAdditionalDetails: (state, _component, actions) => {
            void handlers.current.complete(state, actions);
          },
          onError: (error) => {
            void handlers.current.cancel(error);
          },
        }).mount(container.current);
      })
      .catch(() => {
        if (!unmounted) setFailed(true);
      });
    return () => {
      unmounted = true;
      element?.unmount();
    };
  }, [cart.basketId, client]);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('paypalAtSummary')}</p>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('paypalLoadFailed')}
        </p>
      ) : null}
      {busy ? (
        <p role="status" className="text-sm">
          {t('paypalWorking')}
        </p>
      ) : null}
      <div ref={container} aria-busy={busy} />
    </div>
  );
}
