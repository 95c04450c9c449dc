'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ExpressCheckoutSlot } from '@/components/checkout/express/express-checkout-slot';
import { Button, primaryButtonClass } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import type { ProductDetails, Variant } from '@/lib/contracts/products';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { choosePurchaseAction, type VariantStock } from '@/lib/product/quick-shop-action';
import { sizeLabel } from '@/lib/product/shoe-sizes';
import { useAddToCart, useUpdateCartItem } from '@/services/use-add-to-cart';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

// The form (react-hook-form) loads when a sold-out size is first chosen, not with the page.
const NotifyMeForm = dynamic(() => import('./notify-me-form').then((m) => m.NotifyMeForm), {
  ssr: false,
});

export interface PurchasePanelProps {
  product: ProductDetails;
  variant: Variant | undefined;
  stock: VariantStock;
  /** Quick shop may switch notify me off; the product page always offers it. */
  notifyMeEnabled?: boolean;
  /** The cart line being edited, when opened from the cart. */
  cartItemId?: string;
  /** Called after the cart changed, e.g. to close the quick shop. */
  onDone?: () => void;
  /**
   * Express wallet buttons for the chosen variant, shown with "add to cart". Whoever passes
   * them decides who sees them (quick shop: not an in-store employee, spec 002 section 4).
   */
  expressCheckout?: ExpressCheckoutSlot;
}

/** The purchase control chosen by lib/product/quick-shop-action, and what it does. */
export function PurchasePanel({
  product,
  variant,
  stock,
  notifyMeEnabled = true,
  cartItemId,
  onDone,
  expressCheckout,
}: PurchasePanelProps) {
  const t = useTranslations('ProductPage');
  const { sizeSystem } = settingsFor(useLocale() as Locale);
  const signedIn = useAuthStore((state) => state.status === 'registered');
  const openDialog = useDialogStore((state) => state.openDialog);
  const { addToCart, isPending: adding, error: addError } = useAddToCart();
  const update = useUpdateCartItem();
  const [sizeMissing, setSizeMissing] = useState(false);

  const action = choosePurchaseAction({
    stock,
    variantNotifyMe: variant?.notifyMe ?? false,
    notifyMeEnabled,
    presale: product.presale,
    signedIn,
    comingSoon: product.targetPublishDate !== null,
    hasCartContext: cartItemId !== undefined,
  });

  const submit = async () => {
    if (!variant) {
      setSizeMissing(true);
      return;
    }
    setSizeMissing(false);
    const done =
      action === 'updateInCart' && cartItemId
        ? await update.updateItem({ itemId: cartItemId, productId: variant.id })
        : await addToCart({ productId: variant.id });
    if (done) onDone?.();
  };

  const error = sizeMissing ? t('chooseSize') : (addError ?? update.error)?.message;

  return (
    <div className="flex flex-col gap-3">
      {action === 'notifyMe' && variant && (
        <>
          <Button disabled className="w-full cursor-not-allowed">
            {t('addToCart')}
          </Button>
          <NotifyMeForm
            key={variant.id}
            variantId={variant.id}
            sizeLabel={sizeLabel(product.productType, variant.attributes.size, sizeSystem)}
          />
        </>
      )}
      {action === 'outOfStock' && (
        <Button disabled className="w-full cursor-not-allowed">
          {t('outOfStock')}
        </Button>
      )}
      {action === 'signInToBuy' && (
        <Button className="w-full" onClick={() => openDialog('signIn')}>
          {t('signInToBuy')}
        </Button>
      )}
      {(action === 'addToCart' || action === 'updateInCart') && (
        <PendingButton
          type="button"
          className={`${primaryButtonClass} w-full`}
          pending={adding || update.isPending}
          label={action === 'updateInCart' ? t('updateInCart') : t('addToCart')}
          pendingLabel={action === 'updateInCart' ? t('updating') : t('adding')}
          onClick={() => void submit()}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {expressCheckout && action === 'addToCart' ? expressCheckout(variant?.id, stock) : null}
    </div>
  );
}
