'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import { usePaymentLabel } from '@/components/orders/payment-label';
import type { OrderResponse } from '@/lib/contracts/checkout';

/** How the order was paid: card brand and last four, gift cards, points; never more. */
export function OrderPayments({
  order,
}: {
  order: Pick<OrderResponse, 'paymentMethod' | 'currency'>;
}) {
  const t = useTranslations('Orders');
  const money = useMoney(order.currency);
  const paymentLabel = usePaymentLabel();
  return (
    <section aria-labelledby="order-payments" className="flex flex-col gap-2">
      <h2 id="order-payments" className="type-subheading">
        {t('payments')}
      </h2>
      <ul className="text-sm">
        {order.paymentMethod.map((payment, index) => (
          <li key={`${payment.code}-${index}`} className="flex justify-between gap-4">
            <span>{paymentLabel(payment)}</span>
            <span>{money(payment.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
