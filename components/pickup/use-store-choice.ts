'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CartItem } from '@/lib/contracts/cart';
import type { StoreDetails } from '@/lib/contracts/stores';
import { useAddToCart } from '@/services/use-add-to-cart';
import { useCart, useUpdateCartItem } from '@/services/use-cart';
import { useDialogStore } from '@/stores/dialog-store';
import { useFavoriteStore } from '@/stores/favorite-store';
import { useToastStore } from '@/stores/toast-store';
import { storeLinesElsewhere, type PickupInStorePayload } from './pickup-payload';

/**
 * Choosing a store in the pickup-in-store dialog: the product page adds the size for pickup
 * there (cartWithItem?action=pickup), a bag line moves there, and the store becomes the
 * favourite. When the bag already holds store items at another store, the change-store
 * confirmation asks first, and confirming moves them all.
 */
export function useStoreChoice(payload: PickupInStorePayload) {
  const t = useTranslations('PickupInStore');
  const { cart } = useCart();
  const chooseFavorite = useFavoriteStore((state) => state.choose);
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const showToast = useToastStore((state) => state.showToast);
  const add = useAddToCart();
  const update = useUpdateCartItem();
  const [busy, setBusy] = useState(false);

  // A pickup line the new store does not have on its shelves is shipped there instead.
  const moveLine = async (line: CartItem, store: StoreDetails): Promise<boolean> => {
    const method = line.shippingOptions.selected;
    if (await update.updateItem({ itemId: line.id, shippingMethod: method, storeId: store.id })) {
      return true;
    }
    return (
      method === 'pickup' &&
      store.offersShipToStore &&
      update.updateItem({ itemId: line.id, shippingMethod: 'sts', storeId: store.id })
    );
  };

  const apply = async (store: StoreDetails, others: CartItem[]) => {
    setBusy(true);
    try {
      let stayed = 0;
      for (const line of others) if (!(await moveLine(line, store))) stayed += 1;
      const done = payload.itemId
        ? await update.updateItem({
            itemId: payload.itemId,
            shippingMethod: payload.method,
            storeId: store.id,
          })
        : await add.addToCart({ productId: payload.variantId, pickupAt: store.id });
      if (stayed > 0) showToast({ title: t('partlyMoved', { store: store.name }), type: 'error' });
      if (!done) return;
      chooseFavorite({ id: store.id, name: store.name, city: store.city });
      closeDialog('pickupInStore');
    } finally {
      setBusy(false);
    }
  };

  const choose = (store: StoreDetails) => {
    const others = storeLinesElsewhere(cart?.items ?? [], store.id, payload.itemId);
    const current = others[0]?.shippingOptions.storeInfo?.name;
    if (current) {
      openDialog('changeStoreConfirmation', {
        currentStoreName: current,
        storeName: store.name,
        onConfirm: () => void apply(store, others),
      });
    } else {
      void apply(store, []);
    }
  };

  const failure = payload.itemId ? update.error : add.error;
  return { choose, busy: busy || add.isPending || update.isPending, error: failure?.message };
}
