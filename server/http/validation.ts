import type { Context } from 'hono';
import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '@/lib/contracts/error-codes';
import { ApiError } from './api-error';
import { findUnstorableText } from './storable-text';

/**
 * A schema names the catalogue code of a rule by starting its message with the code, as in
 * `z.email('AUT453: Email is not valid.')`; other failures become ATTR100 (missing) or ATTR200.
 */
const codedMessage = /^([A-Z]{3,4}\d{3,4}): (.*)$/s;

function toApiError(error: z.ZodError, where: string): ApiError {
  const issue = error.issues[0];
  if (!issue) return new ApiError('ATTR200');
  const field = [where, ...issue.path.map(String)].join('.');
  const coded = codedMessage.exec(issue.message);
  if (coded?.[1] && isErrorCode(coded[1])) {
    return new ApiError(coded[1] as ErrorCode, coded[2], { field });
  }
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  return new ApiError(missing ? 'ATTR100' : 'ATTR200', `${field}: ${issue.message}`, { field });
}

export function parseWith<T extends z.ZodType>(
  schema: T,
  input: unknown,
  where: string,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw toApiError(result.error, where);
  return result.data;
}

/**
 * Reads a JSON body: API415 when it is not JSON, ATTR300 when it cannot be parsed, ATTR200
 * naming the field when a string or key holds NUL or an unpaired surrogate. `asPlainText`
 * also takes JSON sent as text/plain, which is how a page's beacon arrives.
 */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  { asPlainText = false }: { asPlainText?: boolean } = {},
): Promise<z.infer<T>> {
  const contentType = c.req.header('content-type') ?? '';
  const json = /^application\/([a-z.+-]*\+)?json\b/i.test(contentType);
  if (!json && !(asPlainText && /^text\/plain\b/i.test(contentType))) throw new ApiError('API415');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('ATTR300', 'The request body is not valid JSON.');
  }
  const unstorable = findUnstorableText(body);
  if (unstorable) {
    const field = ['body', ...unstorable].join('.');
    throw new ApiError('ATTR200', `${field}: contains a character that is not allowed.`, {
      field,
    });
  }
  return parseWith(schema, body, 'body');
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.query(), 'query');
}

export function readParams<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.param(), 'path');
}
