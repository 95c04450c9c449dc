import type { Channel } from './contracts/headers';

/** The brand's app webview adds this token to its user agent (MAPP). */
const APP_WEBVIEW_TOKEN = /\bStrideApp\/\d/;

export function detectChannel(userAgent: string | null | undefined): Channel {
  return userAgent && APP_WEBVIEW_TOKEN.test(userAgent) ? 'MAPP' : 'ECOMM';
}

/**
 * The app's tracking value, sent on order placement and patch and kept on the order: short,
 * in characters safe in a header, a log line and a report.
 */
export const APP_TRACKING_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * What the app may put in the address it opens the webview at (docs/architecture.md, "The
 * app webview"): `app_tracking` its tracking value, `app_chrome=hidden` to hide the site's
 * header and footer (`shown` brings them back). Only the app webview heeds them.
 */
export const appLaunchParams = { tracking: 'app_tracking', chrome: 'app_chrome' } as const;
