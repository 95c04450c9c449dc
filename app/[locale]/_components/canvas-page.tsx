import { CanvasSections, hasVisibleH1 } from '@/components/cms/canvas-sections';
import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { fillArticleGrids } from '../../_server/article-grids';
import { fillCollections } from '../../_server/collections';

/**
 * A canvas that is the whole page: its title as the h1 unless a hero carries it, then its
 * sections with their product rails and article grids filled.
 */
export async function CanvasPage({ locale, canvas }: { locale: Locale; canvas: PageCanvas }) {
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
