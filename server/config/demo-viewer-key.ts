import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '../auth/auth-secret';

/**
 * The key that opens the demo's mail and notification viewers from another machine (from the
 * store's own machine they need none). Derived from the session secret, so it stays the same
 * across restarts and is printed at start (docs/security.md).
 */
export function demoViewerKey(): string {
  return createHmac('sha256', getAuthSecret())
    .update('demo-viewer')
    .digest('base64url')
    .slice(0, 24);
}

export function isDemoViewerKey(candidate: string | undefined): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(demoViewerKey());
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
