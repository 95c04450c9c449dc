'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useMoney } from '@/components/cart/use-money';
import { Dialog } from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';
import type { ShipmentId } from '@/lib/contracts/address';
import { useCart, useSetShippingMethod, useShippingMethods } from '@/services/use-cart';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    changeShippingMethod: { shippingId: ShipmentId };
  }
}

/** "Change shipping method in the cart" (spec 000 section 2): the shipment's delivery services. */
export function ShippingMethodDialog() {
  const t = useTranslations('Cart');
  return (
    <Dialog id="changeShippingMethod" title={t('shippingMethodTitle')} size="half">
      {(payload) => <ShippingMethodForm key={payload.shippingId} shippingId={payload.shippingId} />}
    </Dialog>
  );
}

function ShippingMethodForm({ shippingId }: { shippingId: ShipmentId }) {
  const t = useTranslations('Cart');
  const { cart } = useCart();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const setMethod = useSetShippingMethod();
  const money = useMoney(cart?.currency ?? 'USD');
  const fresh = useShippingMethods(shippingId);
  // The cart's copy shows at once; the list read when the dialog opened replaces it.
  const shipment =
    fresh.data ?? cart?.shippingMethods.find((entry) => entry.shippingId === shippingId);
  const [code, setCode] = useState(shipment?.selected?.code ?? '');
  if (!shipment) return null;
  // Spec 000 section 9: earliest first, same day (0 days) at the top.
  const methods = [...shipment.applicableShippingMethods].sort(
    (a, b) => a.earliestDays - b.earliestDays,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMethod.mutate(
      { code, shippingId },
      { onSuccess: () => closeDialog('changeShippingMethod') },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('shippingMethodTitle')}</legend>
        {methods.map((method) => (
          <label
            key={method.code}
            className="flex items-start gap-3 rounded border border-line p-3 has-[:checked]:border-ink"
          >
            <input
              type="radio"
              name="shippingMethod"
              value={method.code}
              checked={code === method.code}
              onChange={() => setCode(method.code)}
              className="mt-1"
            />
            <span className="flex flex-1 flex-col">
              <span className="font-semibold">{method.label}</span>
              <span className="text-sm text-muted">{method.deliveryTime}</span>
            </span>
            <span className="text-sm font-semibold">
              {method.price.finalAmount === 0 ? t('free') : money(method.price.finalAmount)}
            </span>
          </label>
        ))}
      </fieldset>
      <PendingButton
        pending={setMethod.isPending}
        label={t('shippingMethodSave')}
        pendingLabel={t('saving')}
      />
    </form>
  );
}
