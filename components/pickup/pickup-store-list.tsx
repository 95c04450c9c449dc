'use client';

import { useLocale, useTranslations } from 'next-intl';
import { toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { formatDistance } from '@/lib/stores/format-distance';
import { formatTimeOfDay, openingSpanOf, storeToday } from '@/lib/stores/opening-hours';
import { cityLine } from '@/lib/stores/store-address';
import type { PickupStore } from '@/services/use-pickup-stores';

/** Nearby stores with distance, today's hours and, for pickup, today's stock of the size. */
export function PickupStoreList({
  stores,
  currentStoreId,
  disabled,
  onChoose,
}: {
  stores: PickupStore[];
  /** The line's store or the favourite store, marked as such. */
  currentStoreId: string | null;
  disabled: boolean;
  onChoose: (found: PickupStore) => void;
}) {
  const t = useTranslations('PickupInStore');
  const locale = useLocale() as Locale;
  const languageTag = toLanguageTag(locale);
  return (
    <ul className="flex flex-col divide-y divide-line">
      {stores.map((found) => {
        const { store, quantity } = found;
        const today = openingSpanOf(store.hours[storeToday(store.countryCode, new Date())]);
        const available = quantity === null || quantity > 0;
        return (
          <li key={store.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="flex flex-col gap-0.5 text-sm">
              <p className="text-base font-semibold">
                {store.name}
                {store.id === currentStoreId && (
                  <span className="ml-2 text-sm font-normal text-muted">{t('yourStore')}</span>
                )}
              </p>
              <p className="text-muted">
                {store.addressLine1}, {cityLine(store)}
              </p>
              {store.distanceKm !== null && (
                <p className="text-muted">
                  {t('distance', { distance: formatDistance(store.distanceKm, locale) })}
                </p>
              )}
              <p>
                {today
                  ? t('hoursToday', {
                      opens: formatTimeOfDay(today.opens, languageTag),
                      closes: formatTimeOfDay(today.closes, languageTag),
                    })
                  : t('closedToday')}
              </p>
              {quantity !== null && (
                <p className={available ? 'font-semibold' : 'text-muted'}>
                  {available ? t('inStockToday', { count: quantity }) : t('notInStockToday')}
                </p>
              )}
            </div>
            {available && (
              <button
                type="button"
                className="rounded-full border border-ink px-4 py-2 text-sm font-semibold disabled:opacity-60"
                disabled={disabled}
                aria-label={t('chooseStoreNamed', { store: store.name })}
                onClick={() => onChoose(found)}
              >
                {t('chooseStore')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
