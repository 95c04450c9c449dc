'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useProductPageClient } from '@/services/use-product-page';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';

/**
 * In a buy-in-store session, the session store's own stock of the chosen size comes first:
 * the associate sees at once whether the customer can take it from this shop's shelves.
 */
export function SessionStoreStock({
  productId,
  variantId,
}: {
  productId: string;
  variantId: string | null;
}) {
  const t = useTranslations('Associate.storeStock');
  const session = useBuyInStoreStore((state) => state.session);
  const productPage = useProductPageClient();
  const storeId = session?.storeId ?? null;
  const stock = useQuery({
    queryKey: ['products', productId, 'store-stock', variantId, 'session', storeId],
    queryFn: async () => {
      const { storeInventory } = await productPage.getStoreAvailability(productId, {
        storeIds: [storeId!],
        variantId: variantId!,
      });
      return storeInventory.find((row) => row.storeId === storeId)?.quantity ?? 0;
    },
    enabled: storeId !== null && variantId !== null,
    staleTime: 30_000,
  });
  if (!session) return null;

  return (
    <p aria-live="polite" className="rounded-md bg-neutral-100 p-3 text-sm">
      {variantId === null
        ? t('chooseSize', { store: session.storeName })
        : stock.isError
          ? t('unavailable')
          : stock.data === undefined
            ? t('loading')
            : t('quantity', { store: session.storeName, count: stock.data })}
    </p>
  );
}
