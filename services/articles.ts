import type { ArticleSearchParams } from '@/lib/contracts/articles';
import { PREVIEW_TOKEN_HEADER } from '@/lib/contracts/header-names';
import type { Locale } from '@/lib/i18n/locales';
import type { CanvasReadOptions } from './caas';
import { lazySchema, type Transport } from './transport';

const articleSearchResponseSchema = lazySchema(
  () => import('@/lib/contracts/articles'),
  'articleSearchResponseSchema',
);

/**
 * The article search (docs/api.md). Built by the pages that list articles, so its code stays
 * out of every other page's load. In the browser, preview mode reads with the editor's cookie.
 */
export function createArticlesClient(request: Transport) {
  return {
    search: (
      siteId: Locale,
      params: ArticleSearchParams,
      options: CanvasReadOptions = { mode: 'publish' },
    ) =>
      request({
        path: `/${options.mode}/caas/v1/search/${siteId}`,
        query: {
          type: 'article',
          ...params,
          ...(options.mode === 'preview' ? { previewDateTime: options.previewDateTime } : {}),
        },
        ...(options.previewToken
          ? { headers: { [PREVIEW_TOKEN_HEADER]: options.previewToken } }
          : {}),
        schema: articleSearchResponseSchema,
      }),
  };
}
export type ArticlesClient = ReturnType<typeof createArticlesClient>;
