'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { InStoreSale } from '@/lib/contracts/till';

/** Who sold an order at a till, and, when the customer took the goods, that nothing ships. */
export function InStoreSaleNote({ sale }: { sale: InStoreSale | null }) {
  const t = useTranslations('OrderDetail');
  const format = useFormatter();
  if (!sale) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>{t('soldInStore', { store: sale.storeName, associate: sale.associateName })}</p>
      {sale.handedOverAt ? (
        <p>
          {t('handedOver', {
            date: format.dateTime(new Date(sale.handedOverAt), { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
    </div>
  );
}
