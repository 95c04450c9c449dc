import { articleCanvasSchema } from './articles';
import { menuCanvasSchema } from './cms/menu';
import { eventCanvasSchema } from './events';
import { z } from 'zod';
import {
  canvasComponentSchema,
  type CanvasType,
  footerCanvasSchema,
  pageCanvasSchema,
} from './content';

/** A reusable block of components that pages embed by id (`fragment/{fragmentId}`). */
export const fragmentCanvasSchema = z.object({
  name: z.string(),
  items: z.array(canvasComponentSchema),
});
export type FragmentCanvas = z.infer<typeof fragmentCanvasSchema>;

const popupTargetSchema = z.object({ id: z.string(), url: z.string().min(1), text: z.string() });

/** A site's pop-ups (spec 002 section 3, pop-up); issue 18 shows them. */
export const popupsCanvasSchema = z.object({
  popups: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['newsletter', 'registration']),
      delay: z.number().int().min(0).default(2000),
      logo: z.string().optional(),
      logoSize: z.enum(['small', 'medium', 'large']).optional(),
      minimizedTitle: z.string(),
      maximizedTitle: z.string(),
      title: z.string(),
      targets: z.array(popupTargetSchema).default([]),
      disclaimer: z.string().optional(),
    }),
  ),
});
export type PopupsCanvas = z.infer<typeof popupsCanvasSchema>;

/**
 * The document schema of each canvas type: what an import must satisfy and what a read is
 * parsed with. Pages, fixed pages, category, product and search canvases are all CMS pages;
 * an article is a CMS page with a header of its own.
 */
export const canvasDocumentSchemas = {
  page: pageCanvasSchema,
  fixed: pageCanvasSchema,
  category: pageCanvasSchema,
  product: pageCanvasSchema,
  search: pageCanvasSchema,
  menu: menuCanvasSchema,
  footer: footerCanvasSchema,
  fragment: fragmentCanvasSchema,
  popups: popupsCanvasSchema,
  event: eventCanvasSchema,
  article: articleCanvasSchema,
} satisfies Record<CanvasType, z.ZodType>;
