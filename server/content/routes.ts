import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { canvasModeSchema } from '@/lib/contracts/content';
import { isLocale } from '@/lib/i18n/locales';
import type { CanvasType } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readParams } from '../http/validation';
import { findCanvas } from './canvases';
import { requirePreviewAccess } from './preview-access';

const siteIdSchema = z
  .string()
  .refine(isLocale, 'A site id is one of the storefront locales, e.g. en-us.');
const keySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

const pageParams = z.object({ mode: canvasModeSchema, siteId: siteIdSchema, page: keySchema });
const categoryParams = z.object({
  mode: canvasModeSchema,
  siteId: siteIdSchema,
  categoryId: z.string().regex(/^\d{4,10}$/),
});
const siteParams = z.object({ mode: canvasModeSchema, siteId: siteIdSchema });

async function answer(
  c: Context<ApiEnv>,
  siteId: string,
  type: CanvasType,
  key: string,
  mode: 'publish' | 'preview',
) {
  if (mode === 'preview') requirePreviewAccess(c);
  const canvas = await findCanvas(c.get('db'), { siteId, type, key, mode });
  if (!canvas) throw new ApiError('API404', `No ${type} canvas ${key} for site ${siteId}.`);
  return c.json(canvas);
}

/** The content service's canvases: pages, category pages, the menu and the footer. */
export function contentRoutes() {
  return new Hono<ApiEnv>()
    .get('/:mode/caas/v1/canvas/page/:siteId/:page', (c) => {
      const { mode, siteId, page } = readParams(c, pageParams);
      return answer(c, siteId, 'page', page, mode);
    })
    .get('/:mode/caas/v1/canvas/category/:siteId/:categoryId', (c) => {
      const { mode, siteId, categoryId } = readParams(c, categoryParams);
      return answer(c, siteId, 'category', categoryId, mode);
    })
    .get('/:mode/caas/v1/canvas/menu/:siteId', (c) => {
      const { mode, siteId } = readParams(c, siteParams);
      return answer(c, siteId, 'menu', 'main', mode);
    })
    .get('/:mode/caas/v1/canvas/footer/:siteId', (c) => {
      const { mode, siteId } = readParams(c, siteParams);
      return answer(c, siteId, 'footer', 'main', mode);
    });
}
