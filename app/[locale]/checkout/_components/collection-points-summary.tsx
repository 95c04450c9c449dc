'use client';

import { useTranslations } from 'next-intl';
import { useChooseCollectionPoint } from '@/components/stores/use-choose-collection-point';
import type { Cart } from '@/lib/contracts/cart';

/**
 * The shipping step's collection points: each collection-point line with its point and
 * "Change", and a way to send the home-delivery lines to a collection point instead.
 */
export function CollectionPointsSummary({ cart }: { cart: Cart }) {
  const t = useTranslations('CollectionPoints');
  const choose = useChooseCollectionPoint();
  const atPoints = cart.items.filter(
    (item) => item.shippingOptions.selected === 'pudo' && item.shippingOptions.storeInfo,
  );
  const switchable = cart.items.filter(
    (item) =>
      item.shippingOptions.selected === 'standard' &&
      item.shippingOptions.available.includes('pudo'),
  );
  if (atPoints.length === 0 && switchable.length === 0) return null;
  return (
    <section aria-labelledby="collection-points-title" className="flex flex-col gap-2">
      <h3 id="collection-points-title" className="font-semibold">
        {t('sectionTitle')}
      </h3>
      {atPoints.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {atPoints.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2">
              <span>
                {t('lineAt', { item: item.name, point: item.shippingOptions.storeInfo!.name })}
              </span>
              <button
                type="button"
                className="underline"
                aria-label={t('changeFor', { name: item.name })}
                onClick={() => choose([item.id])}
              >
                {t('change')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {switchable.length > 0 ? (
        <button
          type="button"
          className="self-start text-sm underline"
          onClick={() => choose(switchable.map((item) => item.id))}
        >
          {t('switchHome', { count: switchable.length })}
        </button>
      ) : null}
    </section>
  );
}
