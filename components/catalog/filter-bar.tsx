'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useOptimistic, useState } from 'react';
import {
  activeFilters,
  clearFilters,
  listingHref,
  toggleFilter,
  type ListingState,
} from '@/lib/catalog/listing-state';
import { facetValueLabel } from '@/lib/catalog/facet-labels';
import type { Facet } from '@/lib/contracts/listing';
import type { Locale } from '@/lib/i18n/locales';
import { FacetGroup } from './facet-group';
import { useListingNavigation } from './listing-navigation';

export interface FilterBarProps {
  /** Named in the shopper's language (`withFacetLabels`). */
  facets: Facet[];
  state: ListingState;
  /** The listing's path without query. */
  path: string;
  /** Parameters that stay as filters change, e.g. the search query `q`. */
  leading?: Record<string, string>;
}

/**
 * Facets with counts, the active filters as removable chips and "clear all". Each change is a
 * new URL (page 1), so filters survive reload and back/forward and can be shared. Without
 * JavaScript it is a GET form with an apply button.
 */
export function FilterBar({ facets, state: current, path, leading = {} }: FilterBarProps) {
  const t = useTranslations('Listing');
  const { navigate } = useListingNavigation();
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  // Ticked boxes and chips follow a click at once, before the new listing arrives.
  const [state, setState] = useOptimistic(current);
  const go = (next: ListingState) =>
    navigate(listingHref(path, next, leading), { optimistic: () => setState(next) });
  const chips = activeFilters(state.filters);
  // A filter the listing no longer offers (one that matches nothing) is named here.
  const labelOf = (id: Facet['id'], value: string) =>
    facets.find((f) => f.id === id)?.values.find((v) => v.value === value)?.label ??
    facetValueLabel(t, locale, id, value, value);

  if (facets.length === 0 && chips.length === 0) return null;
  return (
    <section aria-label={t('filters')} className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="listing-filters"
        onClick={() => setOpen((value) => !value)}
        className="self-start rounded-full border border-line px-4 py-2 text-sm font-medium lg:hidden"
      >
        {t('filtersToggle', { count: chips.length })}
      </button>
      {chips.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="sr-only">{t('activeFilters')}</h2>
          <ul className="flex flex-wrap gap-2">
            {chips.map(({ id, value }) => (
              <li key={`${id}:${value}`}>
                <button
                  type="button"
                  onClick={() => go(toggleFilter(state, id, value))}
                  aria-label={t('removeFilter', {
                    facet: t(`facets.${id}`),
                    value: labelOf(id, value),
                  })}
                  className="flex items-center gap-1 rounded-full bg-neutral-100 px-3 py-1 text-sm hover:bg-neutral-200"
                >
                  {labelOf(id, value)}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(clearFilters(state))}
            className="text-sm underline"
          >
            {t('clearAll')}
          </button>
        </div>
      )}
      <form
        id="listing-filters"
        method="get"
        action={path}
        className={`${open ? 'block' : 'hidden'} lg:block`}
      >
        {Object.entries(leading).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        {state.sort !== 'relevance' && <input type="hidden" name="sort" value={state.sort} />}
        {facets.map((facet) => (
          <FacetGroup
            key={facet.id}
            facet={facet}
            isSelected={(value) =>
              chips.some((chip) => chip.id === facet.id && chip.value === value)
            }
            onToggle={(value) => go(toggleFilter(state, facet.id, value))}
          />
        ))}
        <noscript>
          <button type="submit" className="mt-3 rounded border border-line px-3 py-2 text-sm">
            {t('apply')}
          </button>
        </noscript>
      </form>
    </section>
  );
}
