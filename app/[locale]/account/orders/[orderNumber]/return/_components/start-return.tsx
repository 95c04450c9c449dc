'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DownloadedPdf } from '@/lib/contracts/downloaded-file';
import { OrderStep } from '../../_components/order-step';
import { ReturnStarted } from './return-started';

// The form (react-hook-form and its checks) loads once the order is there to fill it.
const ReturnForm = dynamic(() => import('./return-form').then((m) => m.ReturnForm), {
  ssr: false,
  loading: () => <div aria-hidden className="h-96 animate-pulse rounded-md bg-neutral-100" />,
});

/** Choose the items, quantities and reasons; the label then downloads and the return shows. */
export function StartReturn({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('OrderReturn');
  const [label, setLabel] = useState<DownloadedPdf | null>(null);
  return (
    <OrderStep
      orderNumber={orderNumber}
      title={t('title')}
      closedText={t('closed')}
      // Once the label is issued the step stays on its result, even with nothing left to return.
      open={(order) => label !== null || order.actions.return}
    >
      {(order) =>
        label ? (
          <ReturnStarted order={order} label={label} />
        ) : (
          <ReturnForm order={order} onLabel={setLabel} />
        )
      }
    </OrderStep>
  );
}
