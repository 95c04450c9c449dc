import { z } from 'zod';
import { canvasModeSchema, pageCanvasSchema } from './content';

/** Envelope of every content-service reply; `content` is parsed by the canvas type's schema. */
export const canvasResponseSchema = z.object({
  siteId: z.string(),
  type: z.string(),
  key: z.string(),
  mode: canvasModeSchema,
  updatedAt: z.string(),
  /** When the version shown went live: its publish, or its schedule's `publishAt`. */
  publishedAt: z.string().nullable(),
  content: z.unknown(),
});
export type CanvasResponse = z.infer<typeof canvasResponseSchema>;

/** `search/{siteId}/{searchType}` echoes the shopper's query. */
export const searchCanvasResponseSchema = canvasResponseSchema.extend({ q: z.string() });

/** A page listed under its parent (`children/{siteId}/{parentPageSlug}`). */
export const childPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export type ChildPage = z.infer<typeof childPageSchema>;

export const childPagesResponseSchema = z.object({
  siteId: z.string(),
  parent: z.string(),
  mode: canvasModeSchema,
  children: z.array(childPageSchema),
});

/** `augmentedpage`: the page with its fragments in place and the pages under it listed. */
export const augmentedPageSchema = pageCanvasSchema.extend({ children: z.array(childPageSchema) });
export type AugmentedPage = z.infer<typeof augmentedPageSchema>;
