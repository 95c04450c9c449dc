import { z } from 'zod';
import { agentLoginRequestSchema } from './auth';

/** An editor signs in with their staff id and password (the associates' formats). */
export const editorSignInRequestSchema = z.object({
  employeeId: agentLoginRequestSchema.shape.employeeId,
  password: agentLoginRequestSchema.shape.password,
});
export type EditorSignInRequest = z.infer<typeof editorSignInRequestSchema>;

/** Who previews, and until when their grant lasts. */
export const editorSessionSchema = z.object({
  editor: z.string(),
  name: z.string(),
  expiresAt: z.iso.datetime(),
});
export type EditorSession = z.infer<typeof editorSessionSchema>;

/** The content preview viewer's limit choices (spec 002): 10, 20 or 50, 20 unless chosen. */
export const showcaseLimits = [10, 20, 50] as const;
export const DEFAULT_SHOWCASE_LIMIT = 20;

/** A document of the content preview viewer (spec 002, "Content preview item"). */
export const showcaseItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  key: z.string(),
  name: z.string(),
  referrersCount: z.number().int().nonnegative(),
  modificationDate: z.iso.datetime({ offset: true }),
  /** Where the document shows on the storefront (with its locale), or null when it has no page. */
  path: z.string().nullable(),
});
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;

/** `GET /preview/caas/v1/canvas/showcase/{siteId}/{docType}?limit=` */
export const showcaseResponseSchema = z.object({ items: z.array(showcaseItemSchema) });
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;
