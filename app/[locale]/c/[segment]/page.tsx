import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CanvasSections } from '@/components/cms/canvas-sections';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductGrid } from '@/components/product/product-grid';
import { Pagination } from '@/components/ui/pagination';
import { catalogSorts, type CatalogSort } from '@/lib/contracts/products';
import { parseCategorySegment } from '@/lib/routes';
import { requireLocale } from '../../../_server/locale';
import { fillCollections } from '../../../_server/collections';
import { getCategoryCanvas, getCategoryListing } from '../../../_server/reads';
import { SortSelect } from './_components/sort-select';

type Props = {
  params: Promise<{ locale: string; segment: string }>;
  searchParams: Promise<{ page?: string; sort?: string }>;
};

function readListingParams(searchParams: { page?: string; sort?: string }) {
  const page = Number(searchParams.page ?? '1');
  const sort = (catalogSorts as readonly string[]).includes(searchParams.sort ?? '')
    ? (searchParams.sort as CatalogSort)
    : 'relevance';
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, sort };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, segment } = await params;
  const locale = requireLocale(rawLocale);
  const parsed = parseCategorySegment(segment);
  const listing = parsed && (await getCategoryListing(locale, parsed.id, 1, 'relevance'));
  if (!listing) return {};
  return { title: listing.category.name, alternates: { canonical: listing.category.url } };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { locale: rawLocale, segment } = await params;
  const locale = requireLocale(rawLocale);
  setRequestLocale(locale);
  const parsed = parseCategorySegment(segment);
  if (!parsed) notFound();
  const { page, sort } = readListingParams(await searchParams);
  const [listing, canvas, t] = await Promise.all([
    getCategoryListing(locale, parsed.id, page, sort),
    getCategoryCanvas(locale, parsed.id),
    getTranslations('Category'),
  ]);
  if (!listing) notFound();
  const collections = canvas ? await fillCollections(locale, canvas) : {};

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs items={listing.breadcrumbs} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black">{listing.category.name}</h1>
          <p className="text-sm text-muted" aria-live="polite">
            {t('results', { count: listing.total })}
          </p>
        </div>
        <SortSelect sort={sort} />
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
      {listing.products.length > 0 ? (
        <ProductGrid products={listing.products} label={listing.category.name} />
      ) : (
        <p>{t('empty')}</p>
      )}
      <Pagination
        page={listing.page}
        pageCount={listing.pageCount}
        hrefFor={(n) => pageHref(listing.category.url, n, sort)}
      />
    </div>
  );
}

function pageHref(base: string, page: number, sort: CatalogSort): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (sort !== 'relevance') query.set('sort', sort);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
