import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CanvasSections, hasVisibleH1 } from '@/components/cms/canvas-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { webSiteJsonLd } from '@/lib/seo/json-ld';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { fillArticleGrids } from '../_server/article-grids';
import { fillCollections } from '../_server/collections';
import { requireLocale } from '../_server/locale';
import { getPageCanvas } from '../_server/reads';
import { getPublicBaseUrl } from '../_server/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const canvas = await getPageCanvas(locale, 'home');
  if (!canvas) return {};
  return canvasMetadata(canvas, { baseUrl: getPublicBaseUrl(), locale, path: `/${locale}` });
}

export default async function HomePage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const canvas = await getPageCanvas(locale, 'home');
  if (!canvas) notFound();
  const [collections, articleGrids] = await Promise.all([
    fillCollections(locale, canvas),
    fillArticleGrids(locale, canvas),
  ]);
  const t = await getTranslations('Common');
  return (
    <div className="flex flex-col gap-12">
      <JsonLd data={webSiteJsonLd(getPublicBaseUrl(), t('brand'), `/${locale}/search`)} />
      {!hasVisibleH1(canvas) && <h1 className="sr-only">{canvas.title}</h1>}
      <CanvasSections canvas={canvas} collections={collections} articleGrids={articleGrids} />
    </div>
  );
}
