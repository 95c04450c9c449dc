import type { ArticleSearchParams, ArticleSearchResponse } from '../contracts/articles';
import { articlePageSize, type ArticleGridBlock } from '../contracts/cms/articles';
import type { CanvasMode, PageCanvas } from '../contracts/content';
import { allComponents } from './canvas-components';

/** What the route reads for an article grid before rendering: its first page, and how. */
export interface ArticleGridData {
  firstPage: ArticleSearchResponse;
  /** Preview grids keep reading drafts when the shopper (an editor) filters or loads more. */
  mode: CanvasMode;
}
export type ArticleGridPages = Record<string, ArticleGridData>;

/** The article grids of a canvas, those inside filter-by and personalised blocks included. */
export function articleGridsOf(canvas: Pick<PageCanvas, 'sections'>): ArticleGridBlock[] {
  return allComponents(canvas).filter(
    (item): item is ArticleGridBlock => item.type === 'article-grid',
  );
}

/** The search a grid's first page is. */
export function firstPageQuery(grid: ArticleGridBlock): ArticleSearchParams {
  return {
    offset: 0,
    limit: articlePageSize(grid),
    ...(grid.tagId ? { tagId: grid.tagId } : {}),
  };
}
