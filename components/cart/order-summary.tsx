'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { summaryRows, type SummaryRow, type SummaryTranslate } from '@/lib/cart/summary-rows';
import type { OrderSummary as Summary } from '@/lib/contracts/order-summary';
import { useMoney } from './use-money';

/** next-intl's translator of the "OrderSummary" messages, as the shared rows call it. */
function useSummaryTranslate(): SummaryTranslate {
  const t = useTranslations('OrderSummary');
  return (key, values) => t(key, values);
}

function Row({ row, emphasis = false }: { row: SummaryRow; emphasis?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${emphasis ? 'border-t border-line pt-2 text-base font-bold' : ''}`}
    >
      <dt>
        {row.label}
        {row.detail ? <span className="block text-xs text-muted">{row.detail}</span> : null}
      </dt>
      <dd className="whitespace-nowrap">{row.value}</dd>
    </div>
  );
}

/**
 * The order summary the server built (docs/cart.md): the lines above the total add up to it,
 * VAT included in the prices is a note, and gift cards and rewards come off below the total.
 * A live region, so a screen reader hears the new total after a quantity, coupon or delivery
 * change.
 */
export function OrderSummary({ summary }: { summary: Summary }) {
  const t = useSummaryTranslate();
  const titleId = useId();
  const money = useMoney(summary.currency);
  const rows = summaryRows(summary, t, money);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="type-subheading">
        {t('title')}
      </h2>
      <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-2 text-sm">
        <dl className="flex flex-col gap-2">
          {rows.summands.map((row) => (
            <Row key={row.id} row={row} />
          ))}
          <Row row={rows.total} emphasis />
        </dl>
        {rows.notes.map((note) => (
          <p key={note} className="text-xs text-muted">
            {note}
          </p>
        ))}
        {rows.remaining ? (
          <dl className="flex flex-col gap-2">
            {rows.payments.map((row) => (
              <Row key={row.id} row={row} />
            ))}
            <Row row={rows.remaining} emphasis />
          </dl>
        ) : null}
      </div>
    </section>
  );
}
