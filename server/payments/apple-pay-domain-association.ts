import { readFile } from 'node:fs/promises';
import type { Env } from '../config/env';

/**
 * Apple's domain verification file, as Apple (or Adyen) gave it, or null when none is set.
 * Apple fetches it at /.well-known/apple-developer-merchantid-domain-association before it
 * lets the domain show Apple Pay.
 */
export async function readDomainAssociation(
  env: Pick<Env, 'APPLE_PAY_DOMAIN_ASSOCIATION_PATH'>,
): Promise<string | null> {
  const path = env.APPLE_PAY_DOMAIN_ASSOCIATION_PATH;
  if (!path) return null;
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}
