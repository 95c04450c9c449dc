import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CanvasSections, hasVisibleH1 } from '@/components/cms/canvas-sections';
import { articlesPath } from '@/lib/routes';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { fillArticleGrids } from '../../_server/article-grids';
import { fillCollections } from '../../_server/collections';
import { requireLocale } from '../../_server/locale';
import { getPageCanvas } from '../../_server/reads';
import { getPublicBaseUrl } from '../../_server/seo';

type Props = { params: Promise<{ locale: string }> };

/** The journal is the page canvas `articles`: its words and an article grid of every article. */
const JOURNAL_PAGE = 'articles';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const canvas = await getPageCanvas(locale, JOURNAL_PAGE);
  if (!canvas) return {};
  return canvasMetadata(canvas, {
    baseUrl: getPublicBaseUrl(),
    locale,
    path: articlesPath(locale),
  });
}

export default async function JournalPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const canvas = await getPageCanvas(locale, JOURNAL_PAGE);
  if (!canvas) notFound();
  const [collections, articleGrids] = await Promise.all([
    fillCollections(locale, canvas),
    fillArticleGrids(locale, canvas),
  ]);
  return (
    <div className="flex flex-col gap-10 py-6">
      {!hasVisibleH1(canvas) && <h1 className="text-3xl font-black sm:text-5xl">{canvas.title}</h1>}
      <CanvasSections canvas={canvas} collections={collections} articleGrids={articleGrids} />
    </div>
  );
}
