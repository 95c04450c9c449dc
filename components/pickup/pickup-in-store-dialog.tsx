'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { guessedCity } from '@/lib/pickup/guessed-place';
import { usePickupStores, type StoreSearchOrigin } from '@/services/use-pickup-stores';
import { useCart } from '@/services/use-cart';
import { useDialogStore } from '@/stores/dialog-store';
import { useFavoriteStore } from '@/stores/favorite-store';
import type { PickupInStorePayload } from './pickup-payload';
import { PickupStoreList } from './pickup-store-list';
import { StoreSearchForm } from './store-search-form';
import { useStoreChoice } from './use-store-choice';

interface Search {
  origin: StoreSearchOrigin;
  place: string;
}

/**
 * Starts from the favourite store's area; without one, from the market's main city once the
 * shopper confirms it (location confirmation), else from what they type.
 */
function useStartingSearch(inputRef: RefObject<HTMLInputElement | null>) {
  const locale = useLocale() as Locale;
  const openDialog = useDialogStore((state) => state.openDialog);
  const [search, setSearch] = useState<Search | null>(() => {
    const favorite = useFavoriteStore.getState().store;
    return favorite ? { origin: { query: favorite.city }, place: favorite.city } : null;
  });
  const asked = useRef(false);
  useEffect(() => {
    if (search || asked.current) return;
    asked.current = true;
    const city = guessedCity(locale);
    openDialog('locationConfirmation', {
      place: city,
      onConfirm: () => setSearch({ origin: { query: city }, place: city }),
      onDecline: () => inputRef.current?.focus(),
    });
  }, [search, locale, openDialog, inputRef]);
  return [search, setSearch] as const;
}

function StoreFinder({ payload }: { payload: PickupInStorePayload }) {
  const t = useTranslations('PickupInStore');
  const locale = useLocale() as Locale;
  const inputRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useStartingSearch(inputRef);
  const favoriteId = useFavoriteStore((state) => state.store?.id ?? null);
  const { cart } = useCart();
  const lineStoreId = cart?.items.find((item) => item.id === payload.itemId)?.storeId ?? null;
  const stores = usePickupStores({
    method: payload.method,
    countryCode: countryOf(locale),
    origin: search?.origin ?? null,
    productId: payload.productId,
    variantId: payload.variantId,
  });
  const choice = useStoreChoice(payload);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('forItem', { name: payload.productName, size: payload.size })}</p>
      <StoreSearchForm
        inputRef={inputRef}
        onSearch={(origin, place) => setSearch({ origin, place })}
      />
      <div aria-live="polite" className="flex flex-col gap-2">
        {search && <h3 className="font-semibold">{t('storesNear', { place: search.place })}</h3>}
        {stores.isFetching && <p>{t('loading')}</p>}
        {stores.isError && <p role="alert">{t('storesUnavailable')}</p>}
        {stores.data?.length === 0 && <p>{t('noStores')}</p>}
        {choice.error && (
          <p role="alert" className="text-sm text-red-700">
            {choice.error}
          </p>
        )}
        {stores.data && stores.data.length > 0 && (
          <PickupStoreList
            stores={stores.data}
            currentStoreId={lineStoreId ?? favoriteId}
            disabled={choice.busy}
            onChoose={({ store }) => choice.choose(store)}
          />
        )}
      </div>
    </div>
  );
}

function PickupTitle() {
  const t = useTranslations('PickupInStore');
  const method = useDialogStore(
    (state) =>
      (
        state.stack.find((entry) => entry.id === 'pickupInStore')?.payload as
          PickupInStorePayload | undefined
      )?.method,
  );
  // Kept through the exit transition, when the entry has left the stack.
  const [shown, setShown] = useState(method);
  if (method && method !== shown) setShown(method);
  return <>{shown === 'sts' ? t('titleShipToStore') : t('title')}</>;
}

/**
 * Spec 000 section 2, pickup in store: nearby stores offering pickup with today's stock of the
 * size (or ship to store), chosen from the product page or a bag line.
 */
export function PickupInStoreDialog() {
  return (
    <Dialog id="pickupInStore" title={<PickupTitle />}>
      {(payload) => (
        <StoreFinder
          key={`${payload.method}-${payload.variantId}-${payload.itemId}`}
          payload={payload}
        />
      )}
    </Dialog>
  );
}
