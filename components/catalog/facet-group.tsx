'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Facet } from '@/lib/contracts/listing';

/** Values shown before "show more" (spec 002: 4, 10 or 20 facets by screen; we keep one list). */
export const VISIBLE_FACET_VALUES = 8;

interface FacetGroupProps {
  facet: Facet;
  /** Follows the shopper's clicks before the server's answer arrives. */
  isSelected: (value: string) => boolean;
  onToggle: (value: string) => void;
}

/**
 * One facet as a group of checkboxes; a GET form submits them when JavaScript is off. Values
 * come named in the shopper's language (`withFacetLabels` on the server).
 */
export function FacetGroup({ facet, isSelected, onToggle }: FacetGroupProps) {
  const t = useTranslations('Listing');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const overflow = facet.values.length > VISIBLE_FACET_VALUES;
  const shown =
    expanded || !overflow
      ? facet.values
      : facet.values.filter(
          (value, index) => index < VISIBLE_FACET_VALUES || isSelected(value.value),
        );

  return (
    <fieldset className="border-b border-line pb-4">
      <legend className="mb-2 pt-4 text-sm font-semibold">{t(`facets.${facet.id}`)}</legend>
      <ul
        id={listId}
        className={facet.id === 'size' ? 'grid grid-cols-3 gap-1' : 'flex flex-col gap-1'}
      >
        {shown.map((value) => (
          <li key={value.value}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-neutral-50">
              <input
                type="checkbox"
                name={facet.id}
                value={value.value}
                checked={isSelected(value.value)}
                onChange={() => onToggle(value.value)}
                className="h-4 w-4 accent-ink"
              />
              {value.swatch && (
                <span
                  aria-hidden="true"
                  className="h-4 w-4 rounded-full border border-line"
                  style={{ backgroundColor: value.swatch }}
                />
              )}
              <span>{value.label}</span>{' '}
              <span className="ml-auto text-xs text-muted">
                <span className="sr-only">{t('countLabel', { count: value.count })}</span>
                <span aria-hidden="true">{value.count}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {overflow && (
        <button
          type="button"
          aria-controls={listId}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 text-sm underline"
        >
          {expanded ? t('showFewer') : t('showMore', { count: facet.values.length - shown.length })}
        </button>
      )}
    </fieldset>
  );
}
