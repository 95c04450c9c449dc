'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ownShippingAddressOf } from '@/lib/contracts/address-values';
import type { CollectionPoint } from '@/lib/contracts/collection-points';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { isCommerceApiError } from '@/services/api-error';
import { useCart, useUpdateCartItem } from '@/services/use-cart';
import { useCollectionPoints } from '@/services/use-collection-points';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { CollectionPointCard } from './collection-point-card';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    /** The bag lines that go to the chosen point. */
    collectionPoint: { itemIds: string[] };
  }
}

/** The refusals the shopper can act on, by code; anything else is a failed search. */
const searchErrors: Record<string, string> = {
  STR403: 'notOffered',
  STR429: 'tooMany',
  STR503: 'unavailable',
};

/** Where to search first: the bag's delivery address, else the shopper's main saved one. */
function usePostalCodeGuess(): string {
  const { cart } = useCart();
  const profile = useProfile();
  const onCart = ownShippingAddressOf(cart?.shippingAddress ?? null)?.postalCode;
  const saved = profile.data?.consumerDetails.addresses;
  const main = saved?.find((address) => address.main) ?? saved?.[0];
  return onCart || main?.postalCode || '';
}

function CollectionPointSearch({ itemIds }: { itemIds: string[] }) {
  const t = useTranslations('CollectionPoints');
  const countryCode = countryOf(useLocale() as Locale);
  const guess = usePostalCodeGuess();
  const [draft, setDraft] = useState(guess);
  const [postalCode, setPostalCode] = useState(guess.trim());
  const [missing, setMissing] = useState(false);
  const points = useCollectionPoints(postalCode ? { countryCode, postalCode } : null);
  const update = useUpdateCartItem();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [chooseFailed, setChooseFailed] = useState(false);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    setMissing(wanted === '');
    if (wanted) setPostalCode(wanted);
  };

  const choose = async (point: CollectionPoint) => {
    setChoosing(point.id);
    setChooseFailed(false);
    let done = true;
    for (const itemId of itemIds) {
      done &&= await update.updateItem({ itemId, shippingMethod: 'pudo', storeId: point.id });
    }
    setChoosing(null);
    if (done) closeDialog('collectionPoint');
    else setChooseFailed(true);
  };

  const errorCode = isCommerceApiError(points.error) ? points.error.code : '';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('intro')}</p>
      <form role="search" noValidate className="flex items-end gap-2" onSubmit={onSearch}>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('postalCode')}
          <input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="postal-code"
            aria-invalid={missing || undefined}
            className="rounded-md border border-neutral-400 px-3 py-2"
          />
        </label>
        <button type="submit" className="rounded-full border border-ink px-4 py-2 font-semibold">
          {t('search')}
        </button>
      </form>
      <div aria-live="polite" className="flex flex-col gap-3">
        {missing ? <p role="alert">{t('postalCodeMissing')}</p> : null}
        {points.isFetching ? <p>{t('searching')}</p> : null}
        {points.isError ? <p role="alert">{t(searchErrors[errorCode] ?? 'searchFailed')}</p> : null}
        {chooseFailed ? <p role="alert">{t('chooseFailed')}</p> : null}
        {points.data && !points.isFetching ? (
          points.data.length === 0 ? (
            <p>{t('noneNear', { postalCode })}</p>
          ) : (
            <>
              <p className="text-sm font-medium">
                {t('results', { count: points.data.length, postalCode })}
              </p>
              <ul className="flex flex-col divide-y divide-line">
                {points.data.map((point) => (
                  <li key={point.id} className="py-3">
                    <CollectionPointCard
                      point={point}
                      action={
                        <button
                          type="button"
                          aria-label={t('chooseNamed', { name: point.name })}
                          disabled={choosing !== null}
                          onClick={() => void choose(point)}
                          className="shrink-0 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                        >
                          {choosing === point.id ? t('choosing') : t('choose')}
                        </button>
                      }
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
    </div>
  );
}

/** "Choose a collection point": carriers' pick-up points near a postal code, for bag lines. */
export function CollectionPointDialog() {
  const t = useTranslations('CollectionPoints');
  return (
    <Dialog id="collectionPoint" title={t('title')}>
      {(payload) => (
        <CollectionPointSearch key={payload.itemIds.join(',')} itemIds={payload.itemIds} />
      )}
    </Dialog>
  );
}
