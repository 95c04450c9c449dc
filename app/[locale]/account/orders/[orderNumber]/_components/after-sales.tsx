'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import type { OrderDetailResponse } from '@/lib/contracts/orders';

/** What happened after the sale: refunds, returns and warranty claims, when there are any. */
export function AfterSales({ order }: { order: OrderDetailResponse }) {
  const t = useTranslations('OrderDetail');
  const format = useFormatter();
  const money = useMoney(order.currency);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const itemName = (itemId: string) =>
    order.items.find((item) => item.itemId === itemId)?.name ?? itemId;
  const { refunds, returns, warrantyClaims } = order;
  if (refunds.length + returns.length + warrantyClaims.length === 0) return null;
  return (
    <section
      aria-labelledby="after-sales"
      className="flex flex-col gap-4 rounded-lg bg-neutral-50 p-4"
    >
      <h2 id="after-sales" className="type-subheading">
        {t('afterSales')}
      </h2>
      {refunds.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('refunds.title')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {refunds.map((refund) => (
              <li key={`${refund.target}-${refund.createdAt}`}>
                {t('refunds.line', {
                  amount: money(refund.amount),
                  target: t(`refunds.targets.${refund.target}`),
                  status: t(`refunds.statuses.${refund.status}`),
                  date: date(refund.createdAt),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {returns.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('returns.title')}</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {returns.map((started) => (
              <li key={started.returnId}>
                <p className="font-medium">
                  {t('returns.line', {
                    returnId: started.returnId,
                    status: t(`returns.statuses.${started.status}`),
                    date: date(started.createdAt),
                    amount: money(started.amount),
                  })}
                </p>
                <ul className="ml-4 list-disc">
                  {started.items.map((line) => (
                    <li key={line.itemId}>
                      {t('returns.item', {
                        name: itemName(line.itemId),
                        qty: line.qty,
                        reason: t(`returnReasons.${line.reason}`),
                      })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {warrantyClaims.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('claims.title')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {warrantyClaims.map((claim) => (
              <li key={claim.claimId}>
                {t('claims.line', {
                  claimId: claim.claimId,
                  name: itemName(claim.itemId),
                  reason: t(`warrantyReasons.${claim.reason}`),
                  status: t(`claims.statuses.${claim.status}`),
                  date: date(claim.createdAt),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
