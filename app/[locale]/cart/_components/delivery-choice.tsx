'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CartItem, FulfilmentCode } from '@/lib/contracts/cart';
import { CollectionPointChange, useChooseCollectionPoint } from './collection-point-choice';

/** Per-line delivery: the fulfilment options the server says this line can take. */
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
  const name = useId();
  const chooseCollectionPoint = useChooseCollectionPoint();
  const { selected, available, shippingMethod, storeInfo } = item.shippingOptions;
  const details = [
    shippingMethod ? `${shippingMethod.label}, ${shippingMethod.deliveryTime}` : null,
    storeInfo && selected !== 'pudo' ? storeInfo.name : null,
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
                onChange={() =>
                  code === 'pudo' ? chooseCollectionPoint([item.id]) : onChange(code)
                }
              />
              {t(`fulfilment.${code}`)}
            </label>
          ))}
        </div>
      ) : (
        <p>{t(`fulfilment.${selected}`)}</p>
      )}
      {details && <p className="text-muted">{details}</p>}
      <CollectionPointChange item={item} disabled={disabled} />
    </fieldset>
  );
}
