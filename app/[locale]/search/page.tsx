import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FilterBar } from '@/components/catalog/filter-bar';
import { ListingGrid } from '@/components/catalog/listing-grid';
import { ProductGridItems } from '@/components/product/product-grid';
import { listedProduct } from '@/lib/analytics/ecommerce-items';
import { ListingLinks, ListingNavigation } from '@/components/catalog/listing-navigation';
import { ListingResults } from '@/components/catalog/listing-results';
import { SortSelect } from '@/components/catalog/sort-select';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Pagination } from '@/components/ui/pagination';
import {
  activeFilters,
  listingHref,
  parseMorePages,
  withPage,
  type SearchParamsRecord,
} from '@/lib/catalog/listing-state';
import { parseListingState } from '@/lib/catalog/parse-listing-state';
import { SEARCH_QUERY_MAX } from '@/lib/contracts/products';
import { pageMetadata } from '@/lib/seo/metadata';
import { withFacetLabels } from '../../_server/facet-labels';
import { requireLocale } from '../../_server/locale';
import { morePagesOf } from '../../_server/more-pages';
import { getMenu, getPopularSearches, searchProducts } from '../../_server/reads';
import { getPublicBaseUrl } from '../../_server/seo';
import { FixedCanvas } from '../_components/fixed-canvas';
import { SearchEmptyState } from './_components/search-empty-state';

// Results depend on the query string and count towards popular searches: never prerendered.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParamsRecord>;
};

/** The typed query; NUL and unpaired surrogates, which the API refuses, are not text to search. */
function readQuery(params: SearchParamsRecord): string {
  const raw = Array.isArray(params.q) ? params.q[0] : params.q;
  return (raw ?? '').replaceAll('\u0000', '').trim().slice(0, SEARCH_QUERY_MAX).toWellFormed();
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const q = readQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'Search' });
  // Result pages are endless and change daily: followed, never indexed.
  return pageMetadata({
    baseUrl: getPublicBaseUrl(),
    locale,
    path: `/${locale}/search`,
    title: q ? t('metaTitle', { query: q }) : t('heading'),
    noindex: true,
  });
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const rawParams = await searchParams;
  const q = readQuery(rawParams);
  const state = parseListingState(rawParams);
  const path = `/${locale}/search`;
  const [results, t, tCategory] = await Promise.all([
    q ? searchProducts(locale, q, state) : null,
    getTranslations('Search'),
    getTranslations('Category'),
  ]);
  // A filter that empties the results keeps the filter bar, so it can be taken off again.
  const found = results !== null && (results.total > 0 || activeFilters(state.filters).length > 0);
  const loaded = await morePagesOf(
    state,
    found ? parseMorePages(rawParams) : 0,
    results?.pageCount ?? 0,
    (pageState) => searchProducts(locale, q, pageState),
  );
  const [popularSearches, menu] = found
    ? [[], null]
    : await Promise.all([getPopularSearches(locale), getMenu(locale)]);
  const leading = { q };
  const shownProducts = [...(results?.products ?? []), ...loaded.products];
  const facets = await withFacetLabels(locale, results?.facets ?? []);

  return (
    <ClientMessages route="listing">
      <ListingNavigation>
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="type-title">
                {!q
                  ? t('prompt')
                  : found
                    ? t('title', { query: q })
                    : t('emptyTitle', { query: q })}
              </h1>
              {results && found && (
                <p className="text-sm text-muted" aria-live="polite">
                  {results.capped
                    ? t('capped', { count: results.total })
                    : tCategory('results', { count: results.total })}
                </p>
              )}
            </div>
            {found && <SortSelect state={state} path={path} leading={leading} />}
          </div>
          {results && found ? (
            <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
              <aside>
                <FilterBar facets={facets} state={state} path={path} leading={leading} />
              </aside>
              <ListingResults>
                <div className="flex flex-col gap-8">
                  <ListingGrid
                    key={listingHref(path, state, leading)}
                    products={shownProducts.map(listedProduct)}
                    loadedPages={loaded.pages}
                    label={t('title', { query: q })}
                    total={results.total}
                    pageSize={results.pageSize}
                    state={state}
                    source={{ kind: 'search', q }}
                  >
                    <ProductGridItems products={shownProducts} leading />
                  </ListingGrid>
                  <ListingLinks>
                    <Pagination
                      page={results.page}
                      pageCount={results.pageCount}
                      hrefFor={(n) => listingHref(path, withPage(state, n), leading)}
                    />
                  </ListingLinks>
                </div>
              </ListingResults>
            </div>
          ) : (
            <>
              <SearchEmptyState
                locale={locale}
                query={q || null}
                popularSearches={popularSearches}
                categories={menu?.items ?? []}
              />
              <FixedCanvas locale={locale} page="search" placement="bottom" />
            </>
          )}
        </div>
      </ListingNavigation>
    </ClientMessages>
  );
}
