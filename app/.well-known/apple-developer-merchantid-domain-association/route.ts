import { getEnv } from '@/server/config/env';
import { readDomainAssociation } from '@/server/payments/apple-pay-domain-association';

// Read per request: the file is set by the environment, not at build time.
export const dynamic = 'force-dynamic';

/** Apple's domain verification for Apple Pay; 404 until APPLE_PAY_DOMAIN_ASSOCIATION_PATH is set. */
export async function GET() {
  const content = await readDomainAssociation(getEnv());
  if (content === null) return new Response('Not found', { status: 404 });
  return new Response(content, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
