'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProductDetails, Variant } from '@/lib/contracts/products';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { sizeLabel } from '@/lib/product/shoe-sizes';
import { useStoreQuantity } from '@/services/use-pickup-stores';
import { useDialogStore } from '@/stores/dialog-store';
import { useFavoriteStore } from '@/stores/favorite-store';

/**
 * "Pick up in store" beside add to cart: opens the pickup-in-store dialog for the chosen size
 * (which loads only then), and once there is a favourite store says whether it has the size
 * today, read after the page has loaded.
 */
export function PickupInStoreAction({
  product,
  variant,
}: {
  product: ProductDetails;
  variant: Variant | undefined;
}) {
  const t = useTranslations('PickupInStore');
  const tProduct = useTranslations('ProductPage');
  const { sizeSystem } = settingsFor(useLocale() as Locale);
  const openDialog = useDialogStore((state) => state.openDialog);
  const favorite = useFavoriteStore((state) => state.store);
  const [sizeMissing, setSizeMissing] = useState(false);
  const quantity = useStoreQuantity(
    product.id,
    variant?.id ?? '',
    variant && favorite ? favorite.id : null,
  );

  const open = () => {
    if (!variant) {
      setSizeMissing(true);
      return;
    }
    setSizeMissing(false);
    openDialog('pickupInStore', {
      method: 'pickup',
      productId: product.id,
      variantId: variant.id,
      productName: product.name,
      size: sizeLabel(product.productType, variant.attributes.size, sizeSystem),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="w-full rounded-full border border-ink px-6 py-3 font-semibold"
        onClick={open}
      >
        {t('action')}
      </button>
      {sizeMissing && !variant && (
        <p role="alert" className="text-sm text-red-700">
          {tProduct('chooseSize')}
        </p>
      )}
      {favorite && variant && quantity.data !== undefined && (
        <p className="text-sm">
          {t(quantity.data > 0 ? 'pickupTodayInStock' : 'pickupTodayNotInStock', {
            store: favorite.name,
          })}
        </p>
      )}
    </div>
  );
}
