'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listingQuery, withPage, type ListingState } from '@/lib/catalog/listing-state';
import type { ProductTile } from '@/lib/contracts/products';
import { useCommerce } from '@/services/commerce-context';
import { PendingButton } from '@/components/ui/pending-button';
import { ProductGrid } from '@/components/product/product-grid';

/** Where a listing's further pages come from. */
export type ListingSource =
  { kind: 'category'; categoryId: string } | { kind: 'search'; q: string };

interface ListingGridProps {
  products: ProductTile[];
  label: string;
  total: number;
  pageSize: number;
  state: ListingState;
  source: ListingSource;
}

/**
 * The listing's products and "load more": it appends the following pages below this one
 * while fewer products are shown than were found (the pagination stays for direct jumps).
 */
export function ListingGrid(props: ListingGridProps) {
  const { products, label, total, pageSize, state, source } = props;
  const t = useTranslations('Listing');
  const commerce = useCommerce();
  const [more, setMore] = useState<ProductTile[]>([]);
  const [loadedPages, setLoadedPages] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const shown = products.length + more.length;
  const before = (state.page - 1) * pageSize;
  const nextPage = state.page + loadedPages + 1;
  const hasMore = before + shown < total;

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const query = listingQuery(withPage(state, nextPage));
      const reply =
        source.kind === 'category'
          ? await commerce.products.getCatalog({
              categoryId: source.categoryId,
              ...query,
              pageSize,
            })
          : await commerce.products.search({ q: source.q, ...query, pageSize });
      setMore((current) => [...current, ...reply.products]);
      setLoadedPages((count) => count + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-6">
      <div className="w-full">
        <ProductGrid products={[...products, ...more]} label={label} />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {t('shown', { shown: before + shown, total })}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('loadMoreFailed')}
        </p>
      )}
      {hasMore && (
        <PendingButton
          type="button"
          pending={loading}
          onClick={loadMore}
          label={t('loadMore')}
          pendingLabel={t('loadingMore')}
          className="rounded-full border border-ink px-6 py-3 text-sm font-semibold disabled:opacity-60"
        />
      )}
    </div>
  );
}
