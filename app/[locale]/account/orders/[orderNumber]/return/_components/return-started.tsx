'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { saveFile } from '@/components/ui/save-file';
import type { DownloadedPdf } from '@/lib/contracts/downloaded-file';
import type { OrderDetailResponse } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { howToReturnPath, orderPath } from '@/lib/routes';

export const labelFileName = (orderNumber: string, label: DownloadedPdf) =>
  label.fileName ?? `return-label-${orderNumber}.pdf`;

/** The return just recorded: its number, what goes back, and the label to download again. */
export function ReturnStarted({
  order,
  label,
}: {
  order: OrderDetailResponse;
  label: DownloadedPdf;
}) {
  const t = useTranslations('OrderReturn');
  const reasons = useTranslations('OrderDetail.returnReasons');
  const locale = useLocale() as Locale;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const started = order.returns.at(-1);
  return (
    <section aria-labelledby="return-started" className="flex flex-col gap-4">
      <h2 id="return-started" ref={heading} tabIndex={-1} className="type-heading outline-none">
        {t('started')}
      </h2>
      <p role="status">{t('labelDownloaded')}</p>
      {started ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t('returnNumber', { returnId: started.returnId })}</p>
          <ul className="ml-4 list-disc">
            {started.items.map((line) => (
              <li key={line.itemId}>
                {t('line', {
                  name: order.items.find((item) => item.itemId === line.itemId)?.name ?? '',
                  qty: line.qty,
                  reason: reasons(line.reason),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => saveFile(label.blob, labelFileName(order.orderNumber, label))}
        className="self-start rounded-full border border-ink px-5 py-2 font-semibold hover:bg-neutral-100"
      >
        {t('downloadAgain')}
      </button>
      <p className="text-sm">{t('nextSteps')}</p>
      <div className="flex flex-wrap gap-4 text-sm">
        <Link href={howToReturnPath(locale)} className="underline">
          {t('howToReturn')}
        </Link>
        <Link href={orderPath(locale, order.orderNumber)} className="underline">
          {t('backToOrder')}
        </Link>
      </div>
    </section>
  );
}
