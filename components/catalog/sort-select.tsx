'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  filterParams,
  listingHref,
  withSort,
  type ListingState,
} from '@/lib/catalog/listing-state';
import { catalogSorts, type CatalogSort } from '@/lib/contracts/catalog-sorts';
import { useListingNavigation } from './listing-navigation';

interface SortSelectProps {
  state: ListingState;
  path: string;
  leading?: Record<string, string>;
}

/** Changing the sort keeps the filters, starts again at page 1 and lives in the URL. */
export function SortSelect({ state, path, leading = {} }: SortSelectProps) {
  const t = useTranslations('Category');
  const { navigate } = useListingNavigation();
  const id = useId();
  const kept = { ...leading, ...filterParams(state.filters) };
  return (
    <form method="get" action={path} className="flex items-center gap-2 text-sm">
      {Object.entries(kept).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id}>{t('sort')}</label>
      <select
        id={id}
        name="sort"
        // Remounts with the URL's sort, so back/forward shows the right choice.
        key={state.sort}
        defaultValue={state.sort}
        className="rounded border border-line px-3 py-2"
        onChange={(event) =>
          navigate(listingHref(path, withSort(state, event.target.value as CatalogSort), leading))
        }
      >
        {catalogSorts.map((option) => (
          <option key={option} value={option}>
            {t(`sortOptions.${option}`)}
          </option>
        ))}
      </select>
      {/* Without JavaScript the form submits with this button. */}
      <noscript>
        <button type="submit" className="rounded border border-line px-3 py-2">
          {t('apply')}
        </button>
      </noscript>
    </form>
  );
}
