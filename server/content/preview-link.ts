import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { issuePreviewGrant } from './preview-grant';

export interface PreviewLinkRequest {
  /** Who printed it: the grant is `link:<actor>`, so it may read drafts but never publish. */
  actor: string;
  /** A storefront path starting with its locale, e.g. `/en-us/help`. */
  path: string;
  seconds: number;
  publicBaseUrl: string;
  secret: string;
  now: Date;
}

/**
 * A signed link that opens the editor preview (`/{locale}/editor/preview?grant=…&to=…`) for
 * whoever holds it, until it expires.
 */
export async function createPreviewLink(request: PreviewLinkRequest): Promise<string> {
  const first = request.path.split('/')[1] ?? '';
  const locale = isLocale(first) ? first : defaultLocale;
  const { token } = issuePreviewGrant(
    { editor: `link:${request.actor}`, name: `Preview link from ${request.actor}` },
    request.seconds,
    request.secret,
    request.now,
  );
  const url = new URL(`/${locale}/editor/preview`, request.publicBaseUrl);
  url.searchParams.set('grant', token);
  url.searchParams.set('to', request.path);
  return url.toString();
}
