'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Cart } from '@/lib/contracts/cart';
import { useDialogStore } from '@/stores/dialog-store';

/** The delivery service chosen for each shipment, with the way to change it. */
export function ShipmentServices({ shipments }: { shipments: Cart['shippingMethods'] }) {
  const t = useTranslations('Cart');
  const titleId = useId();
  const openDialog = useDialogStore((state) => state.openDialog);
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 text-sm">
      <h2 id={titleId} className="text-base font-semibold">
        {t('deliveryTitle')}
      </h2>
      {shipments.map((shipment) => (
        <div key={shipment.shippingId} className="flex items-start justify-between gap-2">
          <p>
            {shipment.selected
              ? `${shipment.selected.label}, ${shipment.selected.deliveryTime}`
              : t('noDeliveryService')}
          </p>
          {shipment.applicableShippingMethods.length > 1 && (
            <button
              type="button"
              className="underline"
              onClick={() =>
                openDialog('changeShippingMethod', { shippingId: shipment.shippingId })
              }
            >
              {t('changeDelivery')}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
