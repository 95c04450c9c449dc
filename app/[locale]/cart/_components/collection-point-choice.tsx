'use client';

import { useTranslations } from 'next-intl';
import { useChooseCollectionPoint } from '@/components/stores/use-choose-collection-point';
import type { CartItem } from '@/lib/contracts/cart';

export { useChooseCollectionPoint };

/** A collection-point line's point, with "Change" opening the collection point dialog. */
export function CollectionPointChange({ item, disabled }: { item: CartItem; disabled: boolean }) {
  const t = useTranslations('CollectionPoints');
  const choose = useChooseCollectionPoint();
  const point = item.shippingOptions.storeInfo;
  if (item.shippingOptions.selected !== 'pudo' || !point) return null;
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>{t('chosen', { name: point.name })}</span>
      <button
        type="button"
        className="underline disabled:opacity-60"
        aria-label={t('changeFor', { name: item.name })}
        disabled={disabled}
        onClick={() => choose([item.id])}
      >
        {t('change')}
      </button>
    </p>
  );
}
