import type { z } from 'zod';
import { articleCanvasSchema } from '@/lib/contracts/articles';
import { menuCanvasSchema } from '@/lib/contracts/cms/menu';
import { popupsCanvasSchema, fragmentCanvasSchema } from '@/lib/contracts/canvas-documents';
import {
  augmentedPageSchema,
  canvasResponseSchema,
  childPagesResponseSchema,
} from '@/lib/contracts/canvas-response';
import {
  footerCanvasSchema,
  pageCanvasSchema,
  PREVIEW_TOKEN_HEADER,
  type CanvasMode,
  type CanvasType,
  type FixedPage,
} from '@/lib/contracts/content';
import { eventCanvasSchema } from '@/lib/contracts/events';
import { showcaseResponseSchema, type ShowcaseQuery } from '@/lib/contracts/content-preview';
import type { Locale } from '@/lib/i18n/locales';
import type { Transport } from './transport';

/** How a call reads content: published, or an editor's preview with their grant. */
export interface CanvasReadOptions {
  mode: CanvasMode;
  /** The editor's preview grant; preview mode is refused without it. */
  previewToken?: string;
  /** Preview the site as shoppers will see it at this time (ISO 8601). */
  previewDateTime?: string;
}

/** A canvas's document and when the canvas last changed. */
export type CanvasDocument<T> = T & { updatedAt: string };

/** Content as a service: canvases by site (one site per locale) in publish or preview mode. */
export function createCaasClient(request: Transport) {
  const call = <T extends z.ZodType>(
    path: string,
    options: CanvasReadOptions,
    schema: T,
    query: Record<string, string | number | undefined> = {},
  ) =>
    request({
      path: `/${options.mode}/caas/v1/canvas/${path}`,
      query: {
        ...query,
        ...(options.mode === 'preview' ? { previewDateTime: options.previewDateTime } : {}),
      },
      ...(options.previewToken
        ? { headers: { [PREVIEW_TOKEN_HEADER]: options.previewToken } }
        : {}),
      schema,
    });
  const document = async <T extends object>(
    path: string,
    options: CanvasReadOptions,
    schema: z.ZodType<T>,
    query?: Record<string, string | undefined>,
  ): Promise<CanvasDocument<T>> => {
    const reply = await call(path, options, canvasResponseSchema, query);
    return { ...schema.parse(reply.content), updatedAt: reply.updatedAt };
  };

  return {
    getAugmentedPage: (siteId: Locale, page: string, options: CanvasReadOptions) =>
      document(`augmentedpage/${siteId}/${page}`, options, augmentedPageSchema),
    getPage: (siteId: Locale, page: string, options: CanvasReadOptions) =>
      document(`page/${siteId}/${page}`, options, pageCanvasSchema),
    getFixed: (siteId: Locale, page: FixedPage, options: CanvasReadOptions) =>
      document(`${page}/${siteId}`, options, pageCanvasSchema),
    getCategory: (siteId: Locale, categoryId: string, options: CanvasReadOptions) =>
      document(`category/${siteId}/${categoryId}`, options, pageCanvasSchema),
    getProduct: (siteId: Locale, productId: string, options: CanvasReadOptions) =>
      document(`product/${siteId}/${productId}`, options, pageCanvasSchema),
    getSearch: (siteId: Locale, searchType: string, options: CanvasReadOptions, q?: string) =>
      document(`search/${siteId}/${searchType}`, options, pageCanvasSchema, { q }),
    getArticle: (siteId: Locale, slug: string, options: CanvasReadOptions) =>
      document(`article/${siteId}/${slug}`, options, articleCanvasSchema),
    getFragment: (fragmentId: string, options: CanvasReadOptions) =>
      document(`fragment/${fragmentId}`, options, fragmentCanvasSchema),
    getMenu: (siteId: Locale, options: CanvasReadOptions) =>
      document(`menu/${siteId}`, options, menuCanvasSchema),
    getFooter: (siteId: Locale, options: CanvasReadOptions) =>
      document(`footer/${siteId}`, options, footerCanvasSchema),
    getEvent: (siteId: Locale, eventId: string, options: CanvasReadOptions) =>
      document(`event/${siteId}/${eventId}`, options, eventCanvasSchema),
    getPopups: (siteId: Locale, options: CanvasReadOptions) =>
      document(`popups/${siteId}`, options, popupsCanvasSchema),
    getChildren: async (siteId: Locale, parentPageSlug: string, options: CanvasReadOptions) =>
      (await call(`children/${siteId}/${parentPageSlug}`, options, childPagesResponseSchema))
        .children,
    /** The content preview viewer's list; preview mode only. */
    getShowcase: (
      siteId: Locale,
      docType: CanvasType,
      query: Partial<ShowcaseQuery>,
      options: CanvasReadOptions,
    ) =>
      call(`showcase/${siteId}/${docType}`, options, showcaseResponseSchema, {
        limit: query.limit,
        variant: query.variant,
      }),
  };
}
export type CaasClient = ReturnType<typeof createCaasClient>;
