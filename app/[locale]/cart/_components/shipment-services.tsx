'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Cart } from '@/lib/contracts/cart';
import { useDialogStore } from '@/stores/dialog-store';

/** The fulfilment of the lines a shipment carries: home delivery or made to order. */
const shipmentMethod = { me: 'standard', customs: 'customs' } as const;

/**
 * The delivery service chosen for each shipment a line uses, with the way to change it: a bag
 * collected in store or at a collection point has no home delivery to choose.
 */
export function ShipmentServices({ cart }: { cart: Cart }) {
  const t = useTranslations('Cart');
  const titleId = useId();
  const openDialog = useDialogStore((state) => state.openDialog);
  const shipments = cart.shippingMethods.filter((shipment) =>
    cart.items.some(
      (item) => item.shippingOptions.selected === shipmentMethod[shipment.shippingId],
    ),
  );
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
