'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import type { Cart } from '@/lib/contracts/cart';
import { useSetShippingMethod } from '@/services/use-cart';

/**
 * The delivery services of the home-delivery shipment with price and delivery time, sorted by
 * the earliest day, same day first (spec 000 section 9).
 */
export function ShippingMethods({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout');
  const money = useMoney(cart.currency);
  const setMethod = useSetShippingMethod();
  const shipment = cart.shippingMethods.find((entry) => entry.shippingId === 'me');
  if (!shipment || shipment.applicableShippingMethods.length === 0) return null;
  const methods = [...shipment.applicableShippingMethods].sort(
    (a, b) => a.earliestDays - b.earliestDays,
  );

  return (
    <fieldset className="flex flex-col gap-2" disabled={setMethod.isPending}>
      <legend className="mb-2 font-semibold">{t('shippingMethod')}</legend>
      {methods.map((method) => (
        <label
          key={method.code}
          className="flex cursor-pointer items-center justify-between gap-4 rounded-md border border-neutral-300 p-3 has-[:checked]:border-neutral-900"
        >
          <span className="flex items-center gap-3">
            <input
              type="radio"
              name="shipping-method"
              value={method.code}
              checked={shipment.selected?.code === method.code}
              onChange={() => setMethod.mutate({ code: method.code, shippingId: 'me' })}
              className="size-4"
            />
            <span>
              <span className="block font-medium">{method.label}</span>
              <span className="block text-sm text-neutral-600">{method.deliveryTime}</span>
            </span>
          </span>
          <span className="font-medium">
            {method.price.finalAmount === 0 ? t('free') : money(method.price.finalAmount)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
