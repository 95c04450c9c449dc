import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FilterBar } from '@/components/catalog/filter-bar';
import { ListingGrid } from '@/components/catalog/listing-grid';
import { ProductGridItems } from '@/components/product/product-grid';
import { listedProduct } from '@/lib/analytics/ecommerce-items';
import { ListingLinks, ListingNavigation } from '@/components/catalog/listing-navigation';
import { ListingResults } from '@/components/catalog/listing-results';
import { SortSelect } from '@/components/catalog/sort-select';
import { CanvasSections } from '@/components/cms/canvas-sections';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import {
  activeFilters,
  listingHref,
  parseMorePages,
  withPage,
  type SearchParamsRecord,
} from '@/lib/catalog/listing-state';
import { parseListingState } from '@/lib/catalog/parse-listing-state';
import { parseCategorySegment } from '@/lib/routes';
import { breadcrumbListJsonLd, itemListJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireLocale } from '../../../_server/locale';
import { fillCollections } from '../../../_server/collections';
import { withFacetLabels } from '../../../_server/facet-labels';
import { morePagesOf } from '../../../_server/more-pages';
import { getCategoryCanvas, getCategoryListing } from '../../../_server/reads';
import { getPublicBaseUrl } from '../../../_server/seo';

type Props = {
  params: Promise<{ locale: string; segment: string }>;
  searchParams: Promise<SearchParamsRecord>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale: rawLocale, segment } = await params;
  const locale = requireLocale(rawLocale);
  const parsed = parseCategorySegment(segment);
  const state = parseListingState(await searchParams);
  const listing = parsed && (await getCategoryListing(locale, parsed.id, state));
  if (!listing) return {};
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const filtered = activeFilters(state.filters).length > 0 || state.sort !== 'relevance';
  return pageMetadata({
    baseUrl: getPublicBaseUrl(),
    locale,
    // Pages of the plain listing are their own canonical; filtered and re-sorted views point
    // at the plain listing so search engines index one URL per category page.
    path: filtered
      ? listing.category.url
      : listingHref(listing.category.url, withPage({ ...state, filters: {} }, state.page)),
    title: listing.category.name,
    description: t('metaDescription', { category: listing.category.name, count: listing.total }),
    image: listing.products[0]?.image ?? null,
  });
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { locale: rawLocale, segment } = await params;
  const locale = requireLocale(rawLocale);
  setRequestLocale(locale);
  const parsed = parseCategorySegment(segment);
  if (!parsed) notFound();
  const query = await searchParams;
  const state = parseListingState(query);
  const [listing, canvas, t] = await Promise.all([
    getCategoryListing(locale, parsed.id, state),
    getCategoryCanvas(locale, parsed.id),
    getTranslations('Category'),
  ]);
  if (!listing) notFound();
  const [collections, loaded, facets] = await Promise.all([
    canvas ? fillCollections(locale, canvas) : {},
    morePagesOf(state, parseMorePages(query), listing.pageCount, (pageState) =>
      getCategoryListing(locale, parsed.id, pageState),
    ),
    withFacetLabels(locale, listing.facets),
  ]);
  const path = listing.category.url;
  const shownProducts = [...listing.products, ...loaded.products];
  const baseUrl = getPublicBaseUrl();

  return (
    <ClientMessages route="listing">
      <ListingNavigation>
        <JsonLd
          data={[
            breadcrumbListJsonLd(baseUrl, listing.breadcrumbs),
            itemListJsonLd(baseUrl, listing.products, (listing.page - 1) * listing.pageSize),
          ]}
        />
        <div className="flex flex-col gap-6">
          <Breadcrumbs items={listing.breadcrumbs} />
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="type-title">{listing.category.name}</h1>
              <p className="text-sm text-muted" aria-live="polite">
                {t('results', { count: listing.total })}
              </p>
            </div>
            <SortSelect state={state} path={path} />
          </div>
          {canvas && <CanvasSections canvas={canvas} collections={collections} />}
          {listing.category.children.length > 0 && (
            <nav aria-label={t('subcategories')}>
              <ul className="flex flex-wrap gap-2">
                {listing.category.children.map((child) => (
                  <li key={child.id}>
                    <a
                      href={child.url}
                      className="inline-block rounded-full border border-line px-4 py-2 text-sm hover:border-ink"
                    >
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
            <aside>
              <FilterBar facets={facets} state={state} path={path} />
            </aside>
            <ListingResults>
              <div className="flex flex-col gap-8">
                {listing.products.length > 0 ? (
                  <ListingGrid
                    key={listingHref(path, state)}
                    products={shownProducts.map(listedProduct)}
                    loadedPages={loaded.pages}
                    label={listing.category.name}
                    total={listing.total}
                    pageSize={listing.pageSize}
                    state={state}
                    source={{ kind: 'category', categoryId: listing.category.id }}
                  >
                    <ProductGridItems products={shownProducts} leading />
                  </ListingGrid>
                ) : (
                  <p>{t('empty')}</p>
                )}
                <ListingLinks>
                  <Pagination
                    page={listing.page}
                    pageCount={listing.pageCount}
                    hrefFor={(n) => listingHref(path, withPage(state, n))}
                  />
                </ListingLinks>
              </div>
            </ListingResults>
          </div>
        </div>
      </ListingNavigation>
    </ClientMessages>
  );
}
