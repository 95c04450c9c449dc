'use client';

import { useTranslations } from 'next-intl';
import { CartItemImage } from '@/components/cart/cart-item-image';
import { useMoney } from '@/components/cart/use-money';
import type { Cart } from '@/lib/contracts/cart';

/** The lines being bought; a line's own error (spec 000 section 8) shows on it. */
export function SummaryItems({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout');
  const money = useMoney(cart.currency);
  return (
    <ul className="flex flex-col divide-y divide-neutral-200">
      {cart.items.map((item) => (
        <li key={item.id} className="flex gap-4 py-3">
          <CartItemImage src={item.productImageURL} size={64} />
          <div className="flex flex-1 flex-col gap-1 text-sm">
            <span className="font-medium">{item.name}</span>
            <span className="text-neutral-600">
              {t('itemDetails', { color: item.color.label, size: item.size, qty: item.qty })}
            </span>
            {item.error || !item.available ? (
              <span role="alert" className="text-red-700">
                {item.error?.message ?? t('itemUnavailable')}
              </span>
            ) : null}
          </div>
          <span className="text-sm font-medium">{money(item.price.rowTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
