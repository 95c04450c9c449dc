import { storeAddressLine } from '@/lib/stores/store-address';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreDetails } from '@/lib/contracts/stores';
import type { Locale } from '@/lib/i18n/locales';
import { storePath } from '@/lib/routes';
import { formatDistance } from '@/lib/stores/format-distance';
import { TodayHours, WeekHours } from './opening-hours';
import { StoreServices } from './store-services';

/** The stores found, numbered as the map's markers, each with its hours and services. */
export async function StoreList({
  stores,
  locale,
  now,
}: {
  stores: readonly StoreDetails[];
  locale: Locale;
  now: Date;
}) {
  const t = await getTranslations('Stores');
  return (
    <ol className="flex flex-col divide-y divide-line">
      {stores.map((store, index) => (
        <li key={store.id} className="flex gap-4 py-5">
          <span
            aria-hidden
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="type-subheading">
                <Link href={storePath(locale, store.id)} className="hover:underline">
                  {store.name}
                </Link>
              </h3>
              {store.distanceKm !== null && (
                <p className="text-sm text-muted">
                  {t('distance', { distance: formatDistance(store.distanceKm, locale) })}
                </p>
              )}
            </div>
            <address className="text-sm not-italic">{storeAddressLine(store, locale)}</address>
            <TodayHours store={store} locale={locale} now={now} />
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">{t('weekHours')}</summary>
              <div className="pt-2">
                <WeekHours store={store} locale={locale} now={now} />
              </div>
            </details>
            <StoreServices store={store} />
          </div>
        </li>
      ))}
    </ol>
  );
}
