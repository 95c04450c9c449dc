import { isLocale, type Locale } from '@/lib/i18n/locales';

/** A path under this prefix shows the site as an editor previews it (spec 001 section 2). */
export const PREVIEW_PREFIX = '/pre';
/** The cookie Next sets while draft mode is on for a browser. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** Query parameters that ask for the preview on any page (spec 000 section 2). */
export const PREVIEW_QUERY = { preview: 'preview', at: 'previewDateTime' } as const;

/** Where an editor enters the preview: the handler that switches draft mode on. */
export const previewEntryPath = (locale: Locale, to: string, previewDateTime?: string) => {
  const query = new URLSearchParams({ to });
  if (previewDateTime) query.set(PREVIEW_QUERY.at, previewDateTime);
  return `/${locale}/editor/preview?${query}`;
};

/** Where an editor leaves the preview for the published page at `to`. */
export const previewExitPath = (locale: Locale, to: string) =>
  `/${locale}/editor/exit?${new URLSearchParams({ to })}`;

function pathOfSite(to: string | null | undefined): string | null {
  if (!to?.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(to, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const path = url.pathname.startsWith(`${PREVIEW_PREFIX}/`)
    ? url.pathname.slice(PREVIEW_PREFIX.length)
    : url.pathname;
  const [, first = ''] = path.split('/');
  return isLocale(first) ? `${path}${url.search}` : null;
}

/**
 * A path of this site to preview, with its query: it must start with a locale (a leading
 * `/pre` is dropped), so a crafted `to` cannot send the editor to another origin. Anything
 * else is the locale's home.
 */
export function previewTarget(to: string | null | undefined, locale: Locale): string {
  return pathOfSite(to) ?? `/${locale}`;
}

/**
 * The page to enter or leave the preview at: `to` when given, else the page the editor came
 * from (the Referer). The preview banner names no page: the layout that renders it stays as
 * the editor navigates, so a page it named would be the first one seen. Only the Referer's
 * path is taken, so it cannot send anyone off the site.
 */
export function previewReturnPath(
  to: string | null | undefined,
  referer: string | null | undefined,
  locale: Locale,
): string {
  if (to) return previewTarget(to, locale);
  let from: URL | null;
  try {
    from = referer ? new URL(referer) : null;
  } catch {
    from = null;
  }
  return previewTarget(from ? `${from.pathname}${from.search}` : null, locale);
}

export interface PreviewRequest {
  pathname: string;
  searchParams: URLSearchParams;
  /** Next's draft-mode cookie is present (its signature is Next's to check). */
  hasDraftCookie: boolean;
  /** The editor's grant cookie is present (its signature is checked where drafts are read). */
  hasEditorCookie: boolean;
  /** The locale for a `/pre` path that names none. */
  visitorLocale: Locale;
}

export type PreviewDecision =
  /** Not a preview matter: the proxy goes on as for any page. */
  | { kind: 'none' }
  /** Answer as a preview (never cached nor indexed), rendering `rewriteTo` when under /pre. */
  | { kind: 'preview'; rewriteTo?: string }
  | { kind: 'redirect'; location: string };

function withoutPreviewQuery(searchParams: URLSearchParams): string {
  const rest = new URLSearchParams(searchParams);
  rest.delete(PREVIEW_QUERY.preview);
  rest.delete(PREVIEW_QUERY.at);
  const query = rest.toString();
  return query ? `?${query}` : '';
}

const isEditorPath = (segments: string[]) =>
  isLocale(segments[1] ?? '') && segments[2] === 'editor';

/**
 * What the proxy does with a request for preview's sake. `/pre/{locale}/…` renders that page
 * in draft mode, sends a signed-in editor through the entry handler first, and sends anyone
 * else to the published page. `?preview=true` or `previewDateTime` takes a signed-in editor
 * into the preview; a visitor who adds them gets the published page as it is.
 */
export function decidePreview(request: PreviewRequest): PreviewDecision {
  const { pathname, searchParams, hasDraftCookie, hasEditorCookie } = request;
  if (pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`)) {
    const rest = pathname.slice(PREVIEW_PREFIX.length);
    const [, first = ''] = rest.split('/');
    const locale = isLocale(first.toLowerCase()) ? first.toLowerCase() : null;
    const pagePath = locale
      ? `/${locale}${rest.slice(first.length + 1)}`
      : `/${request.visitorLocale}${rest === '/' ? '' : rest}`;
    if (hasDraftCookie) return { kind: 'preview', rewriteTo: pagePath };
    const target = `${pagePath}${withoutPreviewQuery(searchParams)}`;
    if (!hasEditorCookie) return { kind: 'redirect', location: target };
    const entryLocale = (locale ?? request.visitorLocale) as Locale;
    return {
      kind: 'redirect',
      location: previewEntryPath(
        entryLocale,
        target,
        searchParams.get(PREVIEW_QUERY.at) ?? undefined,
      ),
    };
  }
  const segments = pathname.split('/');
  const [, first = ''] = segments;
  if (!isLocale(first)) return { kind: 'none' };
  const asked =
    searchParams.get(PREVIEW_QUERY.preview) === 'true' || searchParams.has(PREVIEW_QUERY.at);
  if (asked && hasEditorCookie && !hasDraftCookie && !isEditorPath(segments)) {
    return {
      kind: 'redirect',
      location: previewEntryPath(
        first,
        `${pathname}${withoutPreviewQuery(searchParams)}`,
        searchParams.get(PREVIEW_QUERY.at) ?? undefined,
      ),
    };
  }
  if (hasDraftCookie || isEditorPath(segments)) {
    return { kind: 'preview' };
  }
  return { kind: 'none' };
}

/** Preview answers and the editor's pages are never stored by a cache nor indexed. */
export const previewResponseHeaders = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
} as const;

const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * A `previewDateTime` as an ISO instant, or null when absent or unreadable. A value without a
 * zone (the banner's datetime-local field) is read as UTC, the zone the banner names.
 */
export function previewInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(DATETIME_LOCAL.test(value) ? `${value}Z` : value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An ISO instant as the banner's datetime-local field shows it (UTC, to the minute). */
export const toDateTimeLocal = (instant: string) => instant.slice(0, 16);
