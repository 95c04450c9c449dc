import 'server-only';
import { articleGridsOf, firstPageQuery, type ArticleGridPages } from '@/lib/content/article-grids';
import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { contentView } from './content-view';
import { searchArticles } from './reads';

/** Reads the first page of every article grid of a canvas, as the render's view shows them. */
export async function fillArticleGrids(
  locale: Locale,
  canvas: Pick<PageCanvas, 'sections'>,
): Promise<ArticleGridPages> {
  const grids = articleGridsOf(canvas);
  if (!grids.length) return {};
  const { mode } = await contentView();
  const entries = await Promise.all(
    grids.map(async (grid) => {
      const firstPage = await searchArticles(locale, firstPageQuery(grid));
      return firstPage ? [[grid.id, { firstPage, mode }] as const] : [];
    }),
  );
  return Object.fromEntries(entries.flat());
}
