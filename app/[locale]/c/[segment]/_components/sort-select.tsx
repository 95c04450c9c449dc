'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { catalogSorts, type CatalogSort } from '@/lib/contracts/products';

/** Changing the sort starts again at page 1 and keeps the choice in the URL. */
export function SortSelect({ sort }: { sort: CatalogSort }) {
  const t = useTranslations('Category');
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  return (
    <form method="get" className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>{t('sort')}</label>
      <select
        id={id}
        name="sort"
        defaultValue={sort}
        className="rounded border border-line px-3 py-2"
        onChange={(event) => {
          const next = event.target.value;
          router.push(next === 'relevance' ? pathname : `${pathname}?sort=${next}`);
        }}
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
