import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import type { StoreDetails } from '@/lib/contracts/stores';
import { storePath, storesPath } from '@/lib/routes';
import { storeJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { openDaysOf } from '@/lib/stores/opening-hours';
import { requireLocale } from '../../../_server/locale';
import { getPublicBaseUrl } from '../../../_server/seo';
import { getBrandStore, getMapSettings } from '../../../_server/stores';
import { WeekHours } from '../_components/opening-hours';
import { storeAddressLine } from '@/lib/stores/store-address';
import { StoreMap } from '../_components/store-map';
import { StoreServices } from '../_components/store-services';
import { MakeMyStore } from './_components/make-my-store';

// Today's hours are marked by the store's clock, read per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; storeId: string }> };

/** The store behind the address, or the locale's not-found page. */
async function requireStore(storeId: string): Promise<StoreDetails> {
  const store = /^[A-Za-z0-9-]{1,20}$/.test(storeId) ? await getBrandStore(storeId) : null;
  if (!store) notFound();
  return store;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested, storeId } = await params;
  const locale = requireLocale(requested);
  const store = await requireStore(storeId);
  const t = await getTranslations({ locale, namespace: 'Stores' });
  return pageMetadata({
    baseUrl: getPublicBaseUrl(),
    locale,
    path: storePath(locale, store.id),
    title: store.name,
    description: t('storeDescription', {
      name: store.name,
      address: storeAddressLine(store, locale),
    }),
  });
}

/** A maps search for the address: a plain link, nothing is fetched from the page. */
function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** /{locale}/stores/{storeId}: one store's address, contact, hours, services and directions. */
export default async function StorePage({ params }: Props) {
  const { locale: requested, storeId } = await params;
  const locale = requireLocale(requested);
  setRequestLocale(locale);
  const [store, t] = await Promise.all([requireStore(storeId), getTranslations('Stores')]);
  const address = storeAddressLine(store, locale);
  const map = getMapSettings();
  return (
    <ClientMessages route="stores">
      <article className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
        <JsonLd
          data={storeJsonLd(getPublicBaseUrl(), {
            name: store.name,
            url: storePath(locale, store.id),
            telephone: store.phone,
            email: store.email,
            address: {
              street: store.addressLine1,
              city: store.city,
              postalCode: store.postalCode,
              region: store.province,
              countryCode: store.countryCode,
            },
            latitude: store.latitude,
            longitude: store.longitude,
            hours: openDaysOf(store.hours),
          })}
        />
        <Link href={storesPath(locale)} className="text-sm underline">
          {t('allStoresLink')}
        </Link>
        <header className="flex flex-col gap-3">
          <h1 className="type-title">{store.name}</h1>
          <StoreServices store={store} />
          <MakeMyStore store={{ id: store.id, name: store.name, city: store.city }} />
        </header>
        {map && (
          <StoreMap
            points={[store]}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            label={t('mapOfStore', { name: store.name })}
          />
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="store-contact" className="flex flex-col gap-2">
            <h2 id="store-contact" className="type-heading">
              {t('contact')}
            </h2>
            <address className="not-italic">{address}</address>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">{t('phone')}</dt>
              <dd>
                <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`} className="underline">
                  {store.phone}
                </a>
              </dd>
              <dt className="font-medium">{t('email')}</dt>
              <dd>
                <a href={`mailto:${store.email}`} className="underline">
                  {store.email}
                </a>
              </dd>
            </dl>
            <a
              href={directionsUrl(`${store.name}, ${address}`)}
              target="_blank"
              rel="noopener noreferrer"
              className="self-start rounded-full border border-ink px-5 py-2 font-semibold"
            >
              {t('directions')}
              <span className="sr-only"> ({t('opensInNewTab')})</span>
            </a>
          </section>
          <section aria-labelledby="store-hours" className="flex flex-col gap-2">
            <h2 id="store-hours" className="type-heading">
              {t('openingHours')}
            </h2>
            <WeekHours store={store} locale={locale} now={new Date()} />
          </section>
        </div>
      </article>
    </ClientMessages>
  );
}
