import 'server-only';
import { headers } from 'next/headers';

/**
 * This response's CSP nonce, as Next reads it for its own scripts: from the policy `proxy.ts`
 * put on the request (decision 006). Our inline scripts carry it or the browser refuses them.
 */
export async function scriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  const scriptSources = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  const nonce = scriptSources?.map((source) => /^'nonce-([A-Za-z0-9+/_=-]+)'$/.exec(source)?.[1]);
  return nonce?.find(Boolean);
}
