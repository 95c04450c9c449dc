import type { Context } from 'hono';
import type { z } from 'zod';
import { parseWith, readJsonBody } from '../http/validation';

/**
 * Reads a JSON body when one was sent and treats no body as `{}`: browsers call refresh and
 * sign-out with their cookies alone, the app webview adds its refresh token as JSON.
 */
export async function readOptionalJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.infer<T>> {
  const hasBody =
    c.req.header('content-type') !== undefined || Number(c.req.header('content-length')) > 0;
  return hasBody ? readJsonBody(c, schema) : parseWith(schema, {}, 'body');
}
