import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { StoreDetails } from '@/lib/contracts/stores';
import { countryNameIn } from '@/lib/i18n/country-name';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { storesPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseLocatorQuery, type LocatorQuery } from '@/lib/stores/locator-query';
import { isCommerceApiError } from '@/services/api-error';
import { requireLocale } from '../../_server/locale';
import type { SearchParams } from '../../_server/private-page';
import { getPublicBaseUrl } from '../../_server/seo';
import { getMapSettings, searchBrandStores } from '../../_server/stores';
import { FixedCanvasText } from '../_components/fixed-canvas-text';
import { StoreList } from './_components/store-list';
import { StoreMap } from './_components/store-map';
import { StoreSearchForm } from './_components/store-search-form';

// Results depend on the query string and opening hours on the time of day.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** How many stores one search lists; the whole country's fit the API's largest page. */
const RESULT_LIMIT = 20;
const COUNTRY_LIMIT = 50;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Stores' });
  // The locator itself is a page to find; each search's results are followed, not indexed.
  return pageMetadata({
    baseUrl: getPublicBaseUrl(),
    locale,
    path: storesPath(locale),
    title: t('title'),
    description: t('metaDescription'),
    noindex: parseLocatorQuery(await searchParams).kind !== 'all',
  });
}

type Found = { stores: StoreDetails[] } | { failed: true };

async function findStores(locale: Locale, query: LocatorQuery): Promise<Found | null> {
  const criteria =
    query.kind === 'text'
      ? { query: query.text }
      : query.kind === 'point'
        ? { latitude: query.latitude, longitude: query.longitude }
        : query.kind === 'all'
          ? { countryCode: countryOf(locale), limit: COUNTRY_LIMIT }
          : null;
  if (!criteria) return null;
  try {
    const { stores } = await searchBrandStores(locale, { limit: RESULT_LIMIT, ...criteria });
    return { stores };
  } catch (error) {
    if (isCommerceApiError(error)) return { failed: true };
    throw error;
  }
}

/** /{locale}/stores: the brand's stores by postal code, city or the shopper's position. */
export default async function StoreLocatorPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const query = parseLocatorQuery(await searchParams);
  const [t, found] = await Promise.all([getTranslations('Stores'), findStores(locale, query)]);
  const map = getMapSettings();
  const now = new Date();

  const heading =
    query.kind === 'text'
      ? t('resultsFor', { query: query.text })
      : query.kind === 'point'
        ? t('resultsNear')
        : t('allStores', { country: countryNameIn(locale, countryOf(locale), countryOf(locale)) });
  const empty =
    query.kind === 'text'
      ? t('empty', { query: query.text })
      : query.kind === 'point'
        ? t('emptyNear')
        : t('noStores');

  return (
    <ClientMessages route="stores">
      <div className="mx-auto flex max-w-4xl flex-col gap-6 py-6">
        <header className="flex flex-col gap-2">
          <h1 className="type-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <FixedCanvasText locale={locale} page="store-locator" placement="top" />
        <StoreSearchForm locale={locale} text={query.kind === 'text' ? query.text : ''} />
        {query.kind === 'invalid' && (
          <p role="alert" className="text-red-700">
            {query.reason === 'tooShort' ? t('queryTooShort') : t('badPoint')}
          </p>
        )}
        {found && 'failed' in found && (
          <p role="alert" className="text-red-700">
            {t('error')}
          </p>
        )}
        {found && 'stores' in found && (
          <section aria-labelledby="store-results" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="store-results" className="type-heading">
                {heading}
              </h2>
              <p className="text-sm text-muted">
                {t('resultCount', { count: found.stores.length })}
              </p>
            </div>
            {found.stores.length === 0 ? (
              <p>{empty}</p>
            ) : (
              <>
                {map && (
                  <StoreMap
                    points={found.stores}
                    tileUrl={map.tileUrl}
                    attribution={map.attribution}
                    label={t('mapOfResults')}
                  />
                )}
                <StoreList stores={found.stores} locale={locale} now={now} />
              </>
            )}
          </section>
        )}
        <FixedCanvasText locale={locale} page="store-locator" placement="bottom" />
      </div>
    </ClientMessages>
  );
}
