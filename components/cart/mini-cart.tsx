'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCart } from '@/services/use-cart';
import { useDialogStore } from '@/stores/dialog-store';
import { CartItemImage } from './cart-item-image';
import { CartItemPrice } from './cart-item-price';
import { useCartFlashes } from './use-cart-flashes';
import { useMoney } from './use-money';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    miniCart: undefined;
  }
}

/** The bag at a glance, opened after an add to cart (spec 000 section 2). Mount once. */
export function MiniCart() {
  const t = useTranslations('MiniCart');
  return (
    <Dialog id="miniCart" title={t('title')}>
      <MiniCartContent />
    </Dialog>
  );
}

function MiniCartContent() {
  const t = useTranslations('MiniCart');
  const locale = useLocale();
  const { cart } = useCart();
  useCartFlashes(cart);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const money = useMoney(cart?.currency ?? 'USD');
  const close = () => closeDialog('miniCart');

  if (!cart || cart.items.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className="flex h-full flex-col gap-4">
      <p className="text-sm text-muted">{t('count', { count: cart.totalItems })}</p>
      <ul className="flex flex-col divide-y divide-line">
        {cart.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <CartItemImage src={item.productImageURL} size={72} />
            <div className="flex flex-col gap-1 text-sm">
              <Link href={item.pdpUrl} onClick={close} className="font-semibold hover:underline">
                {item.name}
              </Link>
              <p className="text-muted">
                {t('variant', { color: item.color.label, size: item.size, qty: item.qty })}
              </p>
              <CartItemPrice item={item} currency={cart.currency} />
            </div>
          </li>
        ))}
      </ul>
      <p className="flex justify-between font-semibold">
        <span>{t('subtotal')}</span>
        <span>{money(cart.totals.itemSubTotal)}</span>
      </p>
      <div className="flex flex-col gap-2">
        <Link
          href={`/${locale}/checkout`}
          onClick={close}
          className={`${primaryButtonClass} text-center`}
        >
          {t('checkout')}
        </Link>
        <Link
          href={`/${locale}/cart`}
          onClick={close}
          className="rounded-full border border-ink px-6 py-3 text-center font-semibold"
        >
          {t('viewCart')}
        </Link>
      </div>
    </div>
  );
}
