import type { Context } from 'hono';
import type { ApiEnv } from '../http/context';

/** The calls that answer a PDF (their refusals stay JSON, as every error body is). */
const pdfPaths = [
  /^\/api\/consumers-v3\/consumer\/return\/[^/]+\/returnLabel$/,
  /^\/api\/consumers-v3\/consumer\/purchase\/invoice\/download$/,
];

export function answersPdf(path: string): boolean {
  return pdfPaths.some((pattern) => pattern.test(path));
}

/**
 * A document to download: never cached (it holds the shopper's address), named for the
 * browser's save dialog. The file name is ours (ids of [A-Z0-9-] only), so it needs no escaping.
 */
export function pdfReply(
  c: Context<ApiEnv>,
  bytes: Uint8Array,
  fileName: string,
  headers: Record<string, string> = {},
): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
    ...headers,
  });
}
