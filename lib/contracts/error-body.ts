import type { ErrorBody } from './errors';
import { isRecord } from './reply-reading';

type Detail = ErrorBody['errorDetails'][number];

function readDetail(value: unknown): Detail | null {
  if (!isRecord(value)) return null;
  const { errorId, message, field, data } = value;
  if (typeof errorId !== 'string' || typeof message !== 'string') return null;
  if (field !== undefined && typeof field !== 'string') return null;
  if (data !== undefined && !isRecord(data)) return null;
  return {
    errorId,
    message,
    ...(field === undefined ? {} : { field }),
    ...(data === undefined ? {} : { data: { ...data } }),
  };
}

/**
 * errorBodySchema's rule written out (errors.ts; a test holds the two together): every page's
 * transport reads error bodies, and zod loads only with the first reply it parses.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value)) return null;
  const { errorDetails, appId, correlationId } = value;
  if (typeof appId !== 'string' || typeof correlationId !== 'string') return null;
  if (!Array.isArray(errorDetails) || errorDetails.length === 0) return null;
  const details: Detail[] = [];
  for (const entry of errorDetails) {
    const detail = readDetail(entry);
    if (!detail) return null;
    details.push(detail);
  }
  return { errorDetails: details, appId, correlationId };
}
