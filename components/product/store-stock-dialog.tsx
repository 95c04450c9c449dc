'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { useStoreStock } from '@/services/use-product-page';
import { SessionStoreStock } from './session-store-stock';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    storeStock: { productId: string; variantId: string; productName: string; size: string };
  }
}

function StoreStockList({ productId, variantId }: { productId: string; variantId: string }) {
  const t = useTranslations('ProductPage');
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<string | undefined>(undefined);
  const stock = useStoreStock(productId, variantId, {
    countryCode: countryOf(locale),
    query,
  });
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim().length >= 2 ? draft.trim() : undefined);
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('storeSearch')}
          <input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-md border border-neutral-400 px-3 py-2"
          />
        </label>
        <button type="submit" className="rounded-full border border-ink px-4 py-2 font-semibold">
          {t('search')}
        </button>
      </form>
      <div aria-live="polite">
        {stock.isPending && <p>{t('loading')}</p>}
        {stock.isError && <p role="alert">{t('storeStockUnavailable')}</p>}
        {stock.data?.length === 0 && <p>{t('noStores')}</p>}
        {stock.data && stock.data.length > 0 && (
          <ul className="flex flex-col divide-y divide-line">
            {stock.data.map(({ store, quantity }) => (
              <li key={store.id} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <p className="font-semibold">{store.name}</p>
                  <p className="text-sm text-muted">
                    {store.addressLine1}, {store.postalCode} {store.city}
                  </p>
                </div>
                <p className={`text-sm font-semibold ${quantity > 0 ? '' : 'text-muted'}`}>
                  {quantity > 0 ? t('storeQuantity', { count: quantity }) : t('storeNone')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Stock of the chosen size in nearby stores (POST /products/v1/products/{id}/availability). */
export function StoreStockDialog() {
  const t = useTranslations('ProductPage');
  return (
    <Dialog id="storeStock" title={t('storeStockTitle')}>
      {(payload) => (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            {t('storeStockFor', { name: payload.productName, size: payload.size })}
          </p>
          <SessionStoreStock productId={payload.productId} variantId={payload.variantId} />
          <StoreStockList
            key={payload.variantId}
            productId={payload.productId}
            variantId={payload.variantId}
          />
        </div>
      )}
    </Dialog>
  );
}
