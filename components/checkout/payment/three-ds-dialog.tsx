'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import type { PendingPayment } from '@/lib/checkout/pending-payment';
import { AdyenChallenge } from './adyen-challenge';
import { SimulatorChallenge } from './simulator-challenge';

export type ThreeDSecurePayload = PendingPayment;

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    threeDSecure: ThreeDSecurePayload;
  }
}

/**
 * The 3-D Secure challenge (spec 000 sections 2 and 4): opened when placement answers
 * PaymentNotAuthorized. The card issuer's check runs inside it, Adyen's threeDS2 component or
 * the simulator's password page, and its result goes to `onResult` for the order PATCH.
 */
export function ThreeDSecureDialog({
  onResult,
}: {
  onResult: (payload: ThreeDSecurePayload, threeDS2Result: string) => Promise<void>;
}) {
  const t = useTranslations('ThreeDSecure');
  return (
    <Dialog id="threeDSecure" title={t('title')} description={t('description')}>
      {(payload) =>
        payload.action.provider === 'adyen' ? (
          <AdyenChallenge
            action={payload.action}
            onResult={(result) => onResult(payload, result)}
          />
        ) : (
          <SimulatorChallenge
            action={payload.action}
            onResult={(result) => onResult(payload, result)}
          />
        )
      }
    </Dialog>
  );
}
