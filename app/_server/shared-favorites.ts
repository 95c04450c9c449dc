import 'server-only';
import { headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import type { SharedFavorites } from '@/lib/contracts/wishlists';
import { CLIENT_ADDRESS_HEADER } from '@/server/entry/client-address.mjs';
import { isCommerceApiError } from '@/services/api-error';
import { getServerCommerce } from './commerce';

/**
 * The list behind a share link, or null for an unknown or revoked token, or while favorites
 * are off. Never cached: a revoked link must stop working at once. The visitor's address goes
 * along so the API's per-address limit counts this visitor, not every visitor of the page.
 */
export async function getSharedFavorites(
  locale: Locale,
  token: string,
): Promise<SharedFavorites | null> {
  const visitor = (await headers()).get(CLIENT_ADDRESS_HEADER);
  try {
    return await getServerCommerce(locale).sharedFavorites(
      token,
      visitor ? { [CLIENT_ADDRESS_HEADER]: visitor } : undefined,
    );
  } catch (error) {
    if (isCommerceApiError(error, 'WSH404') || isCommerceApiError(error, 'WSH403')) return null;
    throw error;
  }
}
