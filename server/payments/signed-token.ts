import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Small signed, self-contained tokens for the simulator (stored-card tokens, challenge
 * tokens and challenge results), so it keeps no state and nobody can forge a passed
 * challenge. HMAC-SHA256 over the base64url JSON payload.
 */
export function signToken(prefix: string, payload: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', secret).update(`${prefix}.${body}`).digest('base64url');
  return `${prefix}.${body}.${mac}`;
}

export function readToken(prefix: string, token: string, secret: string): unknown {
  const [tokenPrefix, body, mac] = token.split('.');
  if (tokenPrefix !== prefix || !body || !mac) return null;
  const expected = createHmac('sha256', secret).update(`${prefix}.${body}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
