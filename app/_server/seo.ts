import 'server-only';
import { getEnv } from '@/server/config/env';

/** The configured public origin (PUBLIC_BASE_URL): what canonical URLs and sitemaps point at. */
export function getPublicBaseUrl(): string {
  return getEnv().PUBLIC_BASE_URL;
}
