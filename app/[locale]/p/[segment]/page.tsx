import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductView } from '@/components/product/product-view';
import { JsonLd } from '@/components/seo/json-ld';
import { parseProductSegment } from '@/lib/routes';
import { breadcrumbListJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireLocale } from '../../../_server/locale';
import { productJsonLdInput } from '../../../_server/product-seo';
import { getProduct } from '../../../_server/reads';
import { getPublicBaseUrl } from '../../../_server/seo';

type Props = { params: Promise<{ locale: string; segment: string }> };

async function load({ params }: Props) {
  const { locale: rawLocale, segment } = await params;
  const locale = requireLocale(rawLocale);
  const parsed = parseProductSegment(segment);
  const product = parsed ? await getProduct(locale, parsed.id) : null;
  return { locale, parsed, product };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, product } = await load(props);
  if (!product) return {};
  const t = await getTranslations({ locale, namespace: 'Common' });
  const image = product.attributes.find((a) => a.type === 'color')?.options[0]?.images?.[0];
  return pageMetadata({
    baseUrl: getPublicBaseUrl(),
    locale,
    // The slug is the same in every locale, so the product lives at the same path under each.
    path: product.url,
    title: product.name,
    description: product.description,
    image: image ?? null,
    siteName: t('brand'),
  });
}

export default async function ProductPage(props: Props) {
  const { locale, parsed, product } = await load(props);
  setRequestLocale(locale);
  if (!parsed || !product) notFound();
  // An old or mistyped slug still finds the product, at its one canonical address.
  if (parsed.slug !== product.slug) permanentRedirect(product.url);
  const baseUrl = getPublicBaseUrl();
  const t = await getTranslations({ locale, namespace: 'Common' });
  const trail = [...product.breadcrumbs, { id: product.id, name: product.name, url: product.url }];
  return (
    <ClientMessages route="product">
      <div className="flex flex-col gap-6">
        <JsonLd
          data={[
            productJsonLd(baseUrl, await productJsonLdInput(locale, product, t('brand'))),
            breadcrumbListJsonLd(baseUrl, trail),
          ]}
        />
        <Breadcrumbs items={trail} />
        <ProductView product={product} />
      </div>
    </ClientMessages>
  );
}
