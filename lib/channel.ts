import type { Channel } from './contracts/headers';

/** The brand's app webview adds this token to its user agent (MAPP). */
const APP_WEBVIEW_TOKEN = /\bStrideApp\/\d/;

export function detectChannel(userAgent: string | null | undefined): Channel {
  return userAgent && APP_WEBVIEW_TOKEN.test(userAgent) ? 'MAPP' : 'ECOMM';
}
