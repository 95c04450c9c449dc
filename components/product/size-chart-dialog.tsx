'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useSizeChart } from '@/services/use-product-page';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    sizeChart: { productType: string };
  }
}

function SizeChartTable({ productType }: { productType: string }) {
  const t = useTranslations('ProductPage');
  const chart = useSizeChart(productType);
  if (chart.isPending) return <p role="status">{t('loading')}</p>;
  if (chart.isError) return <p role="alert">{t('sizeChartUnavailable')}</p>;
  const [first, ...others] = chart.data.columns;
  return (
    <div className="flex flex-col gap-4">
      {/* Focusable, so a keyboard can scroll the columns that do not fit on a phone. */}
      <div className="overflow-x-auto" role="region" aria-label={t('sizeChart')} tabIndex={0}>
        <table className="w-full whitespace-nowrap text-left text-sm">
          <caption className="sr-only">{t('sizeChart')}</caption>
          <thead>
            <tr className="border-b border-line">
              {[first, ...others].map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.data.rows.map(([size, ...cells]) => (
              <tr key={size} className="border-b border-line">
                <th scope="row" className="px-2 py-2 font-semibold">
                  {size}
                </th>
                {cells.map((cell, index) => (
                  <td key={`${size}-${index}`} className="px-2 py-2">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted">{chart.data.note}</p>
    </div>
  );
}

/** GET /fapi/components/size-chart/{productType}, shown as a table. */
export function SizeChartDialog() {
  const t = useTranslations('ProductPage');
  return (
    <Dialog id="sizeChart" title={t('sizeChart')}>
      {({ productType }) => <SizeChartTable productType={productType} />}
    </Dialog>
  );
}
