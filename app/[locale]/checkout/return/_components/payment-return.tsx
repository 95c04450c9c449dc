'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFinishOrder } from '@/components/checkout/use-finish-order';
import { patchCodeFor, readPendingPayment } from '@/lib/checkout/pending-payment';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '@/stores/checkout-store';

/**
 * Back from the provider's page: the order PATCH with the `redirectResult` the provider added
 * decides the order. Authorised opens the confirmation; anything else puts the shopper on the
 * new cart the server made (same items) at the billing step, with the error shown. A return
 * without a result (the shopper left the provider's page another way) gives the order up.
 */
export function PaymentReturn({
  orderNumber,
  st,
  redirectResult,
}: {
  orderNumber: string | undefined;
  st: string | undefined;
  redirectResult: string | undefined;
}) {
  const t = useTranslations('PaymentReturn');
  const locale = useLocale();
  const router = useRouter();
  const { settlePending } = useFinishOrder();
  const incomplete = !orderNumber || !st;
  // One PATCH per visit: a second one for a failed order would find it already cancelled.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !orderNumber || !st) return;
    started.current = true;
    const complete = async () => {
      // The step and the bag are kept in storage; read them before changing them.
      await Promise.all([useCheckoutStore.persist.rehydrate(), useCartStore.persist.rehydrate()]);
      const pending = readPendingPayment(useCheckoutStore.getState().challenge);
      const created = await settlePending(
        { orderNumber, st },
        {
          code: patchCodeFor(pending?.action.paymentMethodType),
          additionalData: redirectResult ? { redirectResult } : { cancelled: true },
        },
      );
      if (!created) router.replace(`/${locale}/checkout`);
    };
    void complete();
  }, [settlePending, locale, orderNumber, redirectResult, router, st]);

  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {incomplete ? (
        <>
          <p role="alert">{t('incomplete')}</p>
          <Link href={`/${locale}/checkout`} className="underline">
            {t('backToCheckout')}
          </Link>
        </>
      ) : (
        <p role="status">{t('confirming')}</p>
      )}
    </div>
  );
}
