// Request targets no route should see, refused before Next or the API read them: Next answers
// a malformed percent escape in a dynamic segment with a plain-text 500, and Node's own
// refusals (a NUL in a header, headers too large) are bodiless. Plain JavaScript because Node
// runs it directly, in front of Next; the API applies the same rules (server/http/).
import { randomUUID } from 'node:crypto';

/** Path and query together; browsers and proxies commonly stop at 8 KiB too. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Whether a string can be stored and shown as text: PostgreSQL refuses NUL in text columns,
 * and an unpaired UTF-16 surrogate has no UTF-8 form (it would be stored as U+FFFD).
 */
export function isStorableText(value) {
  return !value.includes('\u0000') && value.isWellFormed();
}

function decoded(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * What is wrong with a request target's path (`/a/b?c`), or null: longer than
 * MAX_URL_LENGTH, a segment whose percent escapes are not UTF-8, or one that decodes to NUL or
 * an unpaired surrogate.
 */
export function pathProblem(target) {
  if (target.length > MAX_URL_LENGTH) {
    return `The request URL is longer than ${MAX_URL_LENGTH} characters.`;
  }
  const path = target.split(/[?#]/, 1)[0] ?? '';
  for (const segment of path.split('/')) {
    const text = decoded(segment);
    if (text === null) return 'The path has a malformed percent escape.';
    if (!isStorableText(text)) return 'The path contains a character that is not allowed.';
  }
  return null;
}

/** The API's error body (server/http/error-response.ts) for an answer made out here. */
export function apiErrorBody(message, errorId = 'API400') {
  const correlationId = randomUUID();
  const body = JSON.stringify({
    errorDetails: [{ errorId, message }],
    appId: 'commerce-api',
    correlationId,
  });
  return { body, correlationId };
}

const page = (message) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title>` +
  `<h1>Bad request</h1><p>${message}</p><p><a href="/">Go to the store</a></p></html>`;

/**
 * Answers 400 when the target's path cannot be read, in the API's error shape under /api and
 * as a short page elsewhere; false when the request may go on.
 */
export function refuseUnreadableTarget(request, response) {
  const target = request.url ?? '/';
  const problem = pathProblem(target);
  if (problem === null) return false;
  if (target.startsWith('/api/') || target === '/api') {
    const { body, correlationId } = apiErrorBody(problem);
    response.writeHead(400, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-correlation-id': correlationId,
    });
    response.end(body);
  } else {
    const body = page(problem);
    response.writeHead(400, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  }
  return true;
}

/**
 * Node's answer to a request it could not parse (a NUL or a non-Latin-1 byte in a header,
 * headers over its 16 KiB bound, a broken request line): the API's error shape instead of an
 * empty 400, since the path, and so whether a page or the API was asked, is not known.
 */
export function answerClientError(error, socket) {
  if (error?.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error?.code === 'HPE_HEADER_OVERFLOW';
  const { body } = apiErrorBody(
    tooLarge ? 'The request headers are too large.' : 'The request could not be read.',
  );
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
