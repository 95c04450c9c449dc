'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePointsHistory } from '@/services/use-loyalty';

const buttonClass =
  'rounded-full border border-neutral-900 px-4 py-1 text-sm font-semibold disabled:opacity-40';

/** Every change to the member's points, newest first, a page at a time. */
export function PointsHistory() {
  const t = useTranslations('AccountLoyalty');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, true);
  return (
    <section aria-labelledby="loyalty-history" className="flex flex-col gap-3">
      <h2 id="loyalty-history" className="type-heading">
        {t('historyTitle')}
      </h2>
      {history.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : history.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : history.data.events.length === 0 ? (
        <p>{t('noHistory')}</p>
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('historyTitle')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2">
                  {t('date')}
                </th>
                <th scope="col">{t('change')}</th>
                <th scope="col" className="text-right">
                  {t('points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.events.map((event) => (
                <tr key={event.id} className="border-b border-line">
                  <td className="py-2">
                    {format.dateTime(new Date(event.createdAt), { dateStyle: 'medium' })}
                  </td>
                  <td>{t(`reasons.${event.reason}`, { orderNumber: event.orderNumber ?? '' })}</td>
                  <td className="text-right font-semibold tabular-nums">
                    {event.points > 0 ? `+${event.points}` : `\u2212${-event.points}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {history.data.pageCount > 1 ? (
            <nav aria-label={t('historyPages')} className="flex items-center gap-3">
              <button
                type="button"
                className={buttonClass}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('newer')}
              </button>
              <span>{t('page', { page, count: history.data.pageCount })}</span>
              <button
                type="button"
                className={buttonClass}
                disabled={page >= history.data.pageCount}
                onClick={() => setPage(page + 1)}
              >
                {t('older')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
