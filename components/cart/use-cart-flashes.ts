'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toFlashNotice } from '@/lib/cart/flash-notices';
import type { Cart, CartFlash } from '@/lib/contracts/cart';
import { useToastStore } from '@/stores/toast-store';

/**
 * Shows the cart's flash messages (inventory changes, delivery transitions) as notifications,
 * once per reply: a re-read with the same messages keeps the same array and shows nothing new.
 */
export function useCartFlashes(cart: Cart | null): void {
  const t = useTranslations('Cart.flash');
  const showToast = useToastStore((state) => state.showToast);
  const shown = useRef<CartFlash[] | null>(null);

  useEffect(() => {
    if (!cart || cart.flash === shown.current) return;
    shown.current = cart.flash;
    for (const flash of cart.flash) {
      const notice = toFlashNotice(flash, cart.items);
      if (notice) showToast({ title: t(notice.key, notice.values), type: notice.level });
    }
  }, [cart, showToast, t]);
}
