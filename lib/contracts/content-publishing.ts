import { z } from 'zod';

/** The most canvases one import call takes. */
export const MAX_IMPORT_CANVASES = 500;

const instant = z.iso.datetime({ offset: true });
const documentSchema = z.record(z.string(), z.unknown());

/** A draft saved with PUT …/draft: the canvas's document itself. */
export const canvasDocumentBodySchema = documentSchema;

export const publishRequestSchema = z
  .object({
    /** Published instead of the saved draft. */
    document: documentSchema.optional(),
    /** A future time schedules the document instead. */
    publishAt: instant.optional(),
    unpublishAt: instant.optional(),
  })
  .strict();
export type PublishRequestBody = z.infer<typeof publishRequestSchema>;

export const unpublishRequestSchema = z.object({ at: instant.optional() }).strict();

/**
 * One canvas of an import, and one file of the content command. Without `publish` the document
 * becomes the draft; with it, it goes live now or at `publishAt`. `draft` and `scheduled` come
 * from `npm run content -- export`: the draft kept beside the published document and the version
 * waiting for `publishAt` (docs/content.md, "Importing and publishing").
 */
export const canvasImportEntrySchema = z
  .object({
    siteId: z.string(),
    type: z.string(),
    key: z.string(),
    document: documentSchema,
    publish: z.boolean().optional(),
    publishAt: instant.optional(),
    unpublishAt: instant.optional(),
    draft: documentSchema.optional(),
    scheduled: documentSchema.optional(),
  })
  .strict();
export type CanvasImportEntry = z.infer<typeof canvasImportEntrySchema>;

export const importRequestSchema = z
  .object({
    dryRun: z.boolean().default(false),
    canvases: z.array(canvasImportEntrySchema).min(1).max(MAX_IMPORT_CANVASES),
  })
  .strict();

export const importStatuses = ['created', 'changed', 'unchanged', 'invalid'] as const;

export const importResultSchema = z.object({
  siteId: z.string(),
  type: z.string(),
  key: z.string(),
  status: z.enum(importStatuses),
  errors: z.array(z.string()).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importResponseSchema = z.object({
  /** False on a dry run and when any canvas is invalid: then nothing was written. */
  applied: z.boolean(),
  canvases: z.array(importResultSchema),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** What a write answers: the canvas's state after it. */
export const canvasStateSchema = z.object({
  siteId: z.string(),
  type: z.string(),
  key: z.string(),
  hasDraft: z.boolean(),
  published: z.boolean(),
  publishedAt: instant.nullable(),
  publishedBy: z.string().nullable(),
  scheduled: z.boolean(),
  publishAt: instant.nullable(),
  unpublishAt: instant.nullable(),
  updatedAt: instant,
});
export type CanvasState = z.infer<typeof canvasStateSchema>;

export const canvasRevisionsResponseSchema = z.object({
  revisions: z.array(
    z.object({
      action: z.enum(['draft', 'publish', 'schedule', 'unpublish', 'delete']),
      actor: z.string(),
      at: instant,
      publishAt: instant.nullable(),
      unpublishAt: instant.nullable(),
    }),
  ),
});
export type CanvasRevisionsResponse = z.infer<typeof canvasRevisionsResponseSchema>;
