import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductView } from '@/components/product/product-view';
import { parseProductSegment } from '@/lib/routes';
import { requireLocale } from '../../../_server/locale';
import { getProduct } from '../../../_server/reads';

type Props = { params: Promise<{ locale: string; segment: string }> };

export function generateStaticParams() {
  return [];
}

async function load({ params }: Props) {
  const { locale: rawLocale, segment } = await params;
  const locale = requireLocale(rawLocale);
  const parsed = parseProductSegment(segment);
  const product = parsed ? await getProduct(locale, parsed.id) : null;
  return { locale, parsed, product };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product } = await load(props);
  if (!product) return {};
  const image = product.attributes.find((a) => a.type === 'color')?.options[0]?.images?.[0];
  return {
    title: product.name,
    description: product.description,
    alternates: { canonical: product.url },
    openGraph: {
      title: product.name,
      description: product.description,
      images: image ? [image.url] : [],
    },
  };
}

export default async function ProductPage(props: Props) {
  const { locale, parsed, product } = await load(props);
  setRequestLocale(locale);
  if (!parsed || !product) notFound();
  // An old or mistyped slug still finds the product, at its one canonical address.
  if (parsed.slug !== product.slug) permanentRedirect(product.url);
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs
        items={[...product.breadcrumbs, { id: product.id, name: product.name, url: product.url }]}
      />
      <ProductView product={product} />
    </div>
  );
}
