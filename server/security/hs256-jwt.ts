import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 JWTs through node:crypto's HMAC, which answers at once: hono/jwt goes through WebCrypto,
// whose every call is a job on the thread pool, a millisecond per request under load.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const signatureOf = (signed: string, secret: string) =>
  createHmac('sha256', secret).update(signed).digest();

function decodedJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** `claims` as an HS256 JWT signed with `secret`. */
export function signJwt(claims: object, secret: string): string {
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${signatureOf(signed, secret).toString('base64url')}`;
}

/**
 * The payload of an HS256 JWT whose signature holds, else undefined. Expiry is the caller's to
 * judge, by its own clock.
 */
export function verifiedJwtPayload(token: string, secret: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = signatureOf(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const fields = decodedJson(header);
  if (typeof fields !== 'object' || fields === null) return undefined;
  const { alg, typ } = fields as { alg?: unknown; typ?: unknown };
  if (alg !== 'HS256' || (typ !== undefined && typ !== 'JWT') || 'crit' in fields) return undefined;
  return decodedJson(payload);
}
