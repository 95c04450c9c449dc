import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CanvasSections, hasVisibleH1 } from '@/components/cms/canvas-sections';
import type { FixedPage } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { fillArticleGrids } from '../../_server/article-grids';
import { fillCollections } from '../../_server/collections';
import { getFixedCanvas } from '../../_server/reads';
import { getPublicBaseUrl } from '../../_server/seo';

/** The fixed pages that are pages of their own, each at `/{locale}/{page}`. */
export type StandaloneFixedPage = Extract<
  FixedPage,
  'promotions' | 'gift-card' | 'basecamp' | 'westend'
>;

export async function fixedCanvasMetadata(
  locale: Locale,
  page: StandaloneFixedPage,
): Promise<Metadata> {
  const canvas = await getFixedCanvas(locale, page);
  if (!canvas) return {};
  return canvasMetadata(canvas, {
    baseUrl: getPublicBaseUrl(),
    locale,
    path: `/${locale}/${page}`,
  });
}

/** The canvas is the page: its title as the h1 unless a hero carries it, then its sections. */
export async function FixedCanvasPage({
  locale,
  page,
}: {
  locale: Locale;
  page: StandaloneFixedPage;
}) {
  const canvas = await getFixedCanvas(locale, page);
  if (!canvas) notFound();
  const [collections, articleGrids] = await Promise.all([
    fillCollections(locale, canvas),
    fillArticleGrids(locale, canvas),
  ]);
  return (
    <div className="flex flex-col gap-10 py-6">
      {!hasVisibleH1(canvas) && <h1 className="type-title">{canvas.title}</h1>}
      <CanvasSections canvas={canvas} collections={collections} articleGrids={articleGrids} />
    </div>
  );
}
