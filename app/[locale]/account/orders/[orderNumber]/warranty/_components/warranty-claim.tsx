'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { WarrantyClaimSummary } from '@/lib/contracts/orders';
import { OrderStep } from '../../_components/order-step';
import { WarrantyClaimed } from './warranty-claimed';

// The form (react-hook-form, the checks and the photo limits) loads once the order is there.
const WarrantyForm = dynamic(() => import('./warranty-form').then((m) => m.WarrantyForm), {
  ssr: false,
  loading: () => <div aria-hidden className="h-96 animate-pulse rounded-md bg-neutral-100" />,
});

/** A claim for a faulty item: item, reason, description and photos; then its number. */
export function WarrantyClaim({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('Warranty');
  const [claim, setClaim] = useState<WarrantyClaimSummary | null>(null);
  return (
    <OrderStep
      orderNumber={orderNumber}
      title={t('title')}
      closedText={t('closed')}
      open={(order) => claim !== null || order.actions.warranty}
    >
      {(order) =>
        claim ? (
          <WarrantyClaimed order={order} claim={claim} />
        ) : (
          <WarrantyForm order={order} onClaimed={setClaim} />
        )
      }
    </OrderStep>
  );
}
