'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PAYPAL_EXPRESS_QUERY } from '@/lib/checkout/paypal-express-machine';
import { useAddToCart } from '@/services/use-add-to-cart';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Quick shop's PayPal express button (spec 002 section 4): puts the chosen size in the bag and
 * opens checkout straight on PayPal's approval, where the simulator flow of `PayPalExpress`
 * takes over. Through Adyen, whose PayPal needs the addresses first, the same link opens
 * checkout with PayPal already chosen as the payment: the shopper still pays with PayPal.
 */
export function QuickShopPayPal({ variantId }: { variantId: string | undefined }) {
  const t = useTranslations('PayPalExpress');
  const tProduct = useTranslations('ProductPage');
  const locale = useLocale();
  const router = useRouter();
  const closeAll = useDialogStore((state) => state.closeAll);
  const { addToCart, isPending } = useAddToCart();
  const [sizeMissing, setSizeMissing] = useState(false);

  const start = async () => {
    setSizeMissing(!variantId);
    if (!variantId || !(await addToCart({ productId: variantId }))) return;
    closeAll();
    router.push(`/${locale}/checkout?${PAYPAL_EXPRESS_QUERY}=1`);
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void start()}
        disabled={isPending}
        aria-busy={isPending}
        className="w-full rounded-full bg-[#ffc439] px-6 py-3 font-semibold text-neutral-900 disabled:opacity-60"
      >
        {t('button')}
      </button>
      {sizeMissing ? (
        <p role="alert" className="text-sm text-red-700">
          {tProduct('chooseSize')}
        </p>
      ) : null}
    </div>
  );
}
