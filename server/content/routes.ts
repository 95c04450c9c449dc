import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { articleSearchQuerySchema } from '@/lib/contracts/articles';
import { showcaseQuerySchema } from '@/lib/contracts/content-preview';
import {
  canvasModeSchema,
  canvasReadQuerySchema,
  canvasSlugSchema,
  canvasTypes,
  isFixedPage,
  type CanvasMode,
  type CanvasType,
} from '@/lib/contracts/content';
import { productIdSchema } from '@/lib/contracts/ids';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readParams, readQuery } from '../http/validation';
import { searchArticles } from './article-search';
import { readCanvas, type ReadView } from './canvases';
import { internalContentRoutes } from './internal-routes';
import { listChildren, readAugmentedPage } from './page-tree';
import { requirePreviewAccess, type PreviewAccessDependencies } from './preview-access';
import { listShowcase } from './showcase';

const siteIdSchema = z
  .string()
  .refine(isLocale, 'A site id is one of the storefront locales, e.g. en-us.')
  .transform((siteId) => siteId as Locale);
const keySchema = canvasSlugSchema;

const siteParams = z.object({ mode: canvasModeSchema, siteId: siteIdSchema });
const pageParams = siteParams.extend({ page: keySchema });
const categoryParams = siteParams.extend({ categoryId: z.string().regex(/^\d{4,10}$/) });
const productParams = siteParams.extend({ productId: productIdSchema });
const searchParams = siteParams.extend({ searchType: keySchema });
const eventParams = siteParams.extend({ eventId: keySchema });
const childrenParams = siteParams.extend({ parentPageSlug: keySchema });
const articleParams = siteParams.extend({ slug: keySchema });
const showcaseParams = siteParams.extend({ docType: z.enum(canvasTypes) });
const fragmentParams = z.object({ mode: canvasModeSchema, fragmentId: keySchema });
const fixedParams = z.object({
  mode: canvasModeSchema,
  fixedPage: z.string(),
  siteId: siteIdSchema,
});
const searchQuery = z.object({ q: z.string().max(200).default('') });

function found<T>(reply: T | null, what: string): T {
  if (!reply) throw new ApiError('API404', `No ${what}.`);
  return reply;
}

/**
 * The content service (spec 001 section 7) under `/{mode}/caas/v1/canvas/`: what shoppers see
 * in publish mode, an editor's drafts or a previewed time in preview mode (docs/content.md).
 */
export function contentRoutes(deps: PreviewAccessDependencies) {
  const viewOf = async (c: Context<ApiEnv>, mode: CanvasMode): Promise<ReadView> => {
    const { previewDateTime } = readQuery(c, canvasReadQuerySchema);
    const now = deps.clock.now();
    if (mode === 'publish') return { mode, now };
    await requirePreviewAccess(c, deps);
    // Drafts are one editor's view: no shared cache may keep them.
    c.header('Cache-Control', 'private, no-store');
    return { mode, now, ...(previewDateTime ? { at: new Date(previewDateTime) } : {}) };
  };
  const canvas = async (
    c: Context<ApiEnv>,
    mode: CanvasMode,
    where: { siteId: string | null; type: CanvasType; key: string },
  ) => {
    const view = await viewOf(c, mode);
    const reply = await readCanvas(c.get('db'), where, view);
    return found(reply, `${where.type} canvas ${where.key} for site ${where.siteId ?? 'any'}`);
  };

  return (
    new Hono<ApiEnv>()
      .get('/:mode/caas/v1/canvas/augmentedpage/:siteId/:page', async (c) => {
        const { mode, siteId, page } = readParams(c, pageParams);
        const view = await viewOf(c, mode);
        const reply = await readAugmentedPage(c.get('db'), siteId, page, view);
        return c.json(found(reply, `page canvas ${page} for site ${siteId}`));
      })
      .get('/:mode/caas/v1/canvas/page/:siteId/:page', async (c) => {
        const { mode, siteId, page } = readParams(c, pageParams);
        return c.json(await canvas(c, mode, { siteId, type: 'page', key: page }));
      })
      .get('/:mode/caas/v1/canvas/category/:siteId/:categoryId', async (c) => {
        const { mode, siteId, categoryId } = readParams(c, categoryParams);
        return c.json(await canvas(c, mode, { siteId, type: 'category', key: categoryId }));
      })
      .get('/:mode/caas/v1/canvas/product/:siteId/:productId', async (c) => {
        const { mode, siteId, productId } = readParams(c, productParams);
        return c.json(await canvas(c, mode, { siteId, type: 'product', key: productId }));
      })
      .get('/:mode/caas/v1/canvas/search/:siteId/:searchType', async (c) => {
        const { mode, siteId, searchType } = readParams(c, searchParams);
        const { q } = readQuery(c, searchQuery);
        return c.json({
          ...(await canvas(c, mode, { siteId, type: 'search', key: searchType })),
          q,
        });
      })
      .get('/:mode/caas/v1/canvas/article/:siteId/:slug', async (c) => {
        const { mode, siteId, slug } = readParams(c, articleParams);
        return c.json(await canvas(c, mode, { siteId, type: 'article', key: slug }));
      })
      .get('/:mode/caas/v1/search/:siteId', async (c) => {
        const { mode, siteId } = readParams(c, siteParams);
        const query = readQuery(c, articleSearchQuerySchema);
        const view = await viewOf(c, mode);
        return c.json(await searchArticles(c.get('db'), siteId, query, view));
      })
      .get('/:mode/caas/v1/canvas/fragment/:fragmentId', async (c) => {
        const { mode, fragmentId } = readParams(c, fragmentParams);
        return c.json(await canvas(c, mode, { siteId: null, type: 'fragment', key: fragmentId }));
      })
      .get('/:mode/caas/v1/canvas/children/:siteId/:parentPageSlug', async (c) => {
        const { mode, siteId, parentPageSlug } = readParams(c, childrenParams);
        const view = await viewOf(c, mode);
        const children = await listChildren(c.get('db'), siteId, parentPageSlug, view);
        return c.json({ siteId, parent: parentPageSlug, mode, children });
      })
      .get('/:mode/caas/v1/canvas/showcase/:siteId/:docType', async (c) => {
        const { mode, siteId, docType } = readParams(c, showcaseParams);
        // The viewer lists drafts and who changed what: an editor's tool, not a shopper's call.
        if (mode === 'publish')
          throw new ApiError('API404', 'The showcase is read in preview mode.');
        const { limit } = readQuery(c, showcaseQuerySchema);
        const view = await viewOf(c, mode);
        return c.json({ items: await listShowcase(c.get('db'), siteId, docType, limit, view) });
      })
      .get('/:mode/caas/v1/canvas/menu/:siteId', async (c) => {
        const { mode, siteId } = readParams(c, siteParams);
        return c.json(await canvas(c, mode, { siteId, type: 'menu', key: 'main' }));
      })
      .get('/:mode/caas/v1/canvas/footer/:siteId', async (c) => {
        const { mode, siteId } = readParams(c, siteParams);
        return c.json(await canvas(c, mode, { siteId, type: 'footer', key: 'main' }));
      })
      .get('/:mode/caas/v1/canvas/event/:siteId/:eventId', async (c) => {
        const { mode, siteId, eventId } = readParams(c, eventParams);
        return c.json(await canvas(c, mode, { siteId, type: 'event', key: eventId }));
      })
      .get('/:mode/caas/v1/canvas/popups/:siteId', async (c) => {
        const { mode, siteId } = readParams(c, siteParams);
        return c.json(await canvas(c, mode, { siteId, type: 'popups', key: 'main' }));
      })
      // Last: the fixed pages share this shape with the calls above.
      .get('/:mode/caas/v1/canvas/:fixedPage/:siteId', async (c) => {
        const { mode, fixedPage, siteId } = readParams(c, fixedParams);
        if (!isFixedPage(fixedPage)) {
          throw new ApiError('API404', `${fixedPage} is not a call of the content service.`);
        }
        return c.json(await canvas(c, mode, { siteId, type: 'fixed', key: fixedPage }));
      })
      .route('/', internalContentRoutes(deps))
  );
}
