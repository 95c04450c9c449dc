'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { PaymentAction } from '@/lib/contracts/checkout';
import { useCheckoutClient } from '@/services/use-checkout';
import { useCartStore } from '@/stores/cart-store';
import { loadAdyenCheckout } from './load-adyen';

/** Adyen hands the challenge outcome back as `details.threeDSResult`. */
function threeDSResultOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('details' in data)) return undefined;
  const details = (data as { details: unknown }).details;
  if (typeof details !== 'object' || details === null) return undefined;
  const result = (details as Record<string, unknown>).threeDSResult;
  return typeof result === 'string' ? result : undefined;
}

/** Mounts Adyen's threeDS2 challenge component for the action placement returned. */
export function AdyenChallenge({
  action,
  onResult,
}: {
  action: PaymentAction;
  onResult: (threeDS2Result: string) => Promise<void>;
}) {
  const t = useTranslations('ThreeDSecure');
  const client = useCheckoutClient();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest callback, without remounting Adyen's component each time the parent renders.
  const resultHandler = useRef(onResult);
  useEffect(() => {
    resultHandler.current = onResult;
  }, [onResult]);

  useEffect(() => {
    let unmounted = false;
    let element: { unmount: () => void } | null = null;
    const basketId = useCartStore.getState().basketId ?? '';
    client
      .getPaymentSession({ basketId, paymentMethodId: 'CREDIT_CARD' })
      .then((session) =>
        loadAdyenCheckout(session, {
          onAdditionalDetails: (data) => {
            const result = threeDSResultOf(data);
            if (result) void resultHandler.current(result);
            else setFailed(true);
          },
        }),
      )
      .then(({ checkout }) => {
        if (unmounted || !container.current || !action.raw) return;
        element = checkout
          // `raw` is Adyen's own action object, passed through our server untouched.
          .createFromAction(
            action.raw as unknown as Parameters<typeof checkout.createFromAction>[0],
            {
              challengeWindowSize: '05',
            },
          )
          .mount(container.current);
      })
      .catch(() => {
        if (!unmounted) setFailed(true);
      });
    return () => {
      unmounted = true;
      element?.unmount();
    };
  }, [action, client]);

  return (
    <div className="flex flex-col gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('loadFailed')}
        </p>
      ) : null}
      <div ref={container} className="min-h-[400px]" />
    </div>
  );
}
