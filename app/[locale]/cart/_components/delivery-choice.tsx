'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CartItem, FulfilmentCode } from '@/lib/contracts/cart';
import { useDialogStore } from '@/stores/dialog-store';
import { CollectionPointChange, useChooseCollectionPoint } from './collection-point-choice';

/**
 * Per-line delivery: the fulfilment options the server says this line can take. A store
 * method first asks which store (the pickup-in-store dialog), which then changes the line;
 * closing that dialog leaves the line as it was.
 */
export function DeliveryChoice({
  item,
  disabled,
  onChange,
}: {
  item: CartItem;
  disabled: boolean;
  onChange: (code: FulfilmentCode) => void;
}) {
  const t = useTranslations('Cart');
  const tPickup = useTranslations('PickupInStore');
  const name = useId();
  const openDialog = useDialogStore((state) => state.openDialog);
  const chooseCollectionPoint = useChooseCollectionPoint();
  const { selected, available, shippingMethod, storeInfo } = item.shippingOptions;
  const storeMethod = selected === 'pickup' || selected === 'sts' ? selected : null;
  const chosenStore = storeMethod ? storeInfo : null;

  const chooseStore = (method: 'pickup' | 'sts') =>
    openDialog('pickupInStore', {
      method,
      productId: item.masterId,
      variantId: item.productId,
      productName: item.name,
      size: item.size,
      itemId: item.id,
    });

  const choose = (code: FulfilmentCode) => {
    switch (code) {
      case 'pickup':
      case 'sts':
        return chooseStore(code);
      case 'pudo':
        return chooseCollectionPoint([item.id]);
      default:
        return onChange(code);
    }
  };

  const details = [
    shippingMethod ? `${shippingMethod.label}, ${shippingMethod.deliveryTime}` : null,
    storeInfo && !chosenStore && selected !== 'pudo' ? storeInfo.name : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="font-semibold">{t('deliveryFor', { name: item.name })}</legend>
      {available.length > 1 ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {available.map((code) => (
            <label key={code} className="flex items-center gap-1">
              <input
                type="radio"
                name={name}
                value={code}
                checked={code === selected}
                disabled={disabled}
                onChange={() => choose(code)}
              />
              {t(`fulfilment.${code}`)}
            </label>
          ))}
        </div>
      ) : (
        <p>{t(`fulfilment.${selected}`)}</p>
      )}
      {details && <p className="text-muted">{details}</p>}
      {storeMethod && chosenStore && (
        <p className="flex flex-wrap items-center gap-x-3">
          <span>
            {tPickup(storeMethod === 'pickup' ? 'pickupAt' : 'shipToStoreAt', {
              store: chosenStore.name,
            })}
          </span>
          <button
            type="button"
            className="underline disabled:opacity-60"
            disabled={disabled}
            aria-label={tPickup('changeStoreFor', { name: item.name })}
            onClick={() => chooseStore(storeMethod)}
          >
            {tPickup('changeStore')}
          </button>
        </p>
      )}
      <CollectionPointChange item={item} disabled={disabled} />
    </fieldset>
  );
}
