import { z } from 'zod';
import { canvasTypes } from './content';

/** The content preview viewer's limits (spec 002 section 9): 10, 20 or 50, 20 by default. */
export const showcaseLimits = [10, 20, 50] as const;
export const DEFAULT_SHOWCASE_LIMIT = 20;

export const showcaseQuerySchema = z.object({
  limit: z.coerce
    .number()
    .pipe(z.union(showcaseLimits.map((limit) => z.literal(limit))))
    .default(DEFAULT_SHOWCASE_LIMIT),
  /** The layout variant the viewer frames the items in; the list itself does not change. */
  variant: z.string().max(40).optional(),
});
export type ShowcaseQuery = z.infer<typeof showcaseQuerySchema>;

/** One document of `showcase/{siteId}/{docType}` (spec 002 section 3, content preview item). */
export const showcaseItemSchema = z.object({
  id: z.string(),
  type: z.enum(canvasTypes),
  key: z.string(),
  /** The document's name or title, else its key. */
  name: z.string(),
  /** How many other canvases of the site link to it or embed it. */
  referrersCount: z.number().int().min(0),
  modificationDate: z.string(),
  /** The storefront path that shows it; null when no page of its own does. */
  path: z.string().nullable(),
});
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;

export const showcaseResponseSchema = z.object({ items: z.array(showcaseItemSchema) });
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;
