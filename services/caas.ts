import { canvasResponseSchema } from '@/lib/contracts/canvas-response';
import {
  footerCanvasSchema,
  menuCanvasSchema,
  pageCanvasSchema,
  type CanvasMode,
} from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import type { Transport } from './transport';

/** Content as a service: canvases by site (one site per locale) in publish or preview mode. */
export function createCaasClient(request: Transport, mode: CanvasMode = 'publish') {
  const canvas = (path: string) =>
    request({ path: `/${mode}/caas/v1/canvas/${path}`, schema: canvasResponseSchema });
  return {
    getPage: async (siteId: Locale, page: string) =>
      pageCanvasSchema.parse((await canvas(`page/${siteId}/${page}`)).content),
    getCategory: async (siteId: Locale, categoryId: string) =>
      pageCanvasSchema.parse((await canvas(`category/${siteId}/${categoryId}`)).content),
    getMenu: async (siteId: Locale) =>
      menuCanvasSchema.parse((await canvas(`menu/${siteId}`)).content),
    getFooter: async (siteId: Locale) =>
      footerCanvasSchema.parse((await canvas(`footer/${siteId}`)).content),
  };
}
export type CaasClient = ReturnType<typeof createCaasClient>;
