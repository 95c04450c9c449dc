'use client';

import { useTranslations } from 'next-intl';
import { CartItemImage } from '@/components/cart/cart-item-image';
import { useMoney } from '@/components/cart/use-money';
import type { OrderResponse } from '@/lib/contracts/checkout';

/**
 * The order's lines: picture, name, colour, size, quantity and their price before promotions,
 * which is what the order summary's subtotal adds up (its discounts follow there).
 */
export function OrderItems({ order }: { order: Pick<OrderResponse, 'items' | 'currency'> }) {
  const t = useTranslations('Orders');
  const money = useMoney(order.currency);
  return (
    <section aria-labelledby="order-items" className="flex flex-col gap-2">
      <h2 id="order-items" className="type-subheading">
        {t('items')}
      </h2>
      <ul className="divide-y divide-neutral-200">
        {order.items.map((item) => (
          <li key={item.itemId} className="flex gap-4 py-3 text-sm">
            <CartItemImage src={item.imageUrl} size={72} />
            <div className="flex flex-1 flex-col gap-1">
              <span className="font-medium">{item.name}</span>
              <span className="text-muted">
                {t('itemDetails', {
                  color: item.color ?? '',
                  size: item.size ?? '',
                  qty: item.qty,
                })}
              </span>
            </div>
            <span className="whitespace-nowrap">{money(item.rowSubtotal)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
