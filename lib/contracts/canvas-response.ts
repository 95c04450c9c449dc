import { z } from 'zod';
import { canvasModeSchema } from './content';

/** Envelope of every content-service reply; `content` is parsed by the canvas type's schema. */
export const canvasResponseSchema = z.object({
  siteId: z.string(),
  type: z.string(),
  key: z.string(),
  mode: canvasModeSchema,
  updatedAt: z.string(),
  content: z.unknown(),
});
export type CanvasResponse = z.infer<typeof canvasResponseSchema>;
