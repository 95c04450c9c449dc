import type { CanvasType } from '@/lib/contracts/content';
import { showcaseResponseSchema, type ShowcaseQuery } from '@/lib/contracts/content-preview';
import type { Locale } from '@/lib/i18n/locales';
import type { Transport } from './transport';

/**
 * The content preview viewer's list (spec 001 section 7, `showcase/{siteId}/{docType}`), read
 * in preview mode with the editor's grant. The caas client's `getShowcase` answers the same.
 */
export function createShowcaseClient(request: Transport) {
  return {
    getShowcase: (
      siteId: Locale,
      docType: CanvasType,
      query: Partial<ShowcaseQuery>,
      previewToken: string,
    ) =>
      request({
        path: `/preview/caas/v1/canvas/showcase/${siteId}/${docType}`,
        query: { limit: query.limit, variant: query.variant },
        headers: { 'x-preview-token': previewToken },
        schema: showcaseResponseSchema,
      }),
  };
}
