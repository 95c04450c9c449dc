import { z } from 'zod';
import { agentLoginRequestSchema } from './auth';

/** An editor signs in with their staff id and password (the associates' formats). */
export const editorSignInRequestSchema = z.object({
  employeeId: agentLoginRequestSchema.shape.employeeId,
  password: agentLoginRequestSchema.shape.password,
});
export type EditorSignInRequest = z.infer<typeof editorSignInRequestSchema>;

/** `GET|POST /content/v1/editor/session`: who previews, and until when their grant lasts. */
export const editorSessionSchema = z.object({
  editor: z.string(),
  name: z.string(),
  expiresAt: z.iso.datetime(),
});
export type EditorSession = z.infer<typeof editorSessionSchema>;
