'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  listingQuery,
  morePageNumbers,
  parseMorePages,
  withMorePages,
  withPage,
  type ListingState,
} from '@/lib/catalog/listing-state';
import type { ProductTile } from '@/lib/contracts/products';
import { useCommerce } from '@/services/commerce-context';
import { useListAnalytics } from '@/components/analytics/use-list-analytics';
import { PendingButton } from '@/components/ui/pending-button';
import { selectItemEvent } from '@/lib/analytics/catalog-events';
import type { ListedProduct } from '@/lib/analytics/ecommerce-items';
import { ProductGrid, ProductGridItems } from '@/components/product/product-grid';

/** Where a listing's further pages come from. */
export type ListingSource =
  { kind: 'category'; categoryId: string } | { kind: 'search'; q: string };

interface ListingGridProps {
  /**
   * The products the server rendered, this page's and those "Load more" had added before, as
   * analytics reports them.
   */
  products: ListedProduct[];
  /** Their cards (`ProductGridItems`), rendered on the server. */
  children: ReactNode;
  /** How many pages past this one `products` holds (`more` in the URL, after a reload or a Back). */
  loadedPages: number;
  label: string;
  total: number;
  pageSize: number;
  state: ListingState;
  source: ListingSource;
}

/**
 * The listing's products and "load more": it appends the following pages below this one
 * while fewer products are shown than were found (the pagination stays for direct jumps),
 * and records how many in the URL. The server's cards come as children, so the browser
 * formats no price until a page is appended.
 */
export function ListingGrid(props: ListingGridProps) {
  const { products, children, label, total, pageSize, state, source } = props;
  const t = useTranslations('Listing');
  const commerce = useCommerce();
  const [more, setMore] = useState<ProductTile[]>([]);
  const [loadedPages, setLoadedPages] = useState(props.loadedPages);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const shown = products.length + more.length;
  const before = (state.page - 1) * pageSize;
  const nextPage = state.page + loadedPages + 1;
  const hasMore = before + shown < total;
  const shownProducts = useMemo(() => [...products, ...more], [products, more]);
  const list = {
    id: source.kind === 'category' ? `category-${source.categoryId}` : 'search',
    name: label,
  };
  const analytics = useListAnalytics(
    list,
    shownProducts,
    (product, index) => selectItemEvent(list, product, index),
    before,
  );

  const readPage = useCallback(
    async (page: number) => {
      const query = listingQuery(withPage(state, page));
      const reply =
        source.kind === 'category'
          ? await commerce.products.getCatalog({
              categoryId: source.categoryId,
              ...query,
              pageSize,
            })
          : await commerce.products.search({ q: source.q, ...query, pageSize });
      return reply.products;
    },
    [commerce, source, state, pageSize],
  );

  // Back restores this listing as the router cached it, before "Load more" added pages; the
  // URL still says how many there were, so they are read again.
  useEffect(() => {
    const inUrl = parseMorePages(Object.fromEntries(new URLSearchParams(window.location.search)));
    const pages = morePageNumbers(state.page, inUrl, Math.ceil(total / pageSize), loadedPages);
    if (pages.length === 0) return;
    let current = true;
    Promise.all(pages.map(readPage)).then(
      (replies) => {
        if (!current) return;
        setMore((shown) => [...shown, ...replies.flat()]);
        setLoadedPages(loadedPages + pages.length);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [loadedPages, readPage, state.page, total, pageSize]);

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const products = await readPage(nextPage);
      setMore((current) => [...current, ...products]);
      setLoadedPages(loadedPages + 1);
      // In place of this history entry: Back from a product should find every card again.
      const here = `${window.location.pathname}${window.location.search}`;
      window.history.replaceState(null, '', withMorePages(here, loadedPages + 1));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-6">
      <div className="w-full" onClick={analytics.onClick}>
        <ProductGrid label={label}>
          {children}
          <ProductGridItems products={more} leading={false} />
        </ProductGrid>
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
