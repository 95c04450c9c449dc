import { defaultSiteSettings, type SiteSettings } from './site-settings';

/**
 * The server's settings the page needs at run time, handed down by the locale layout (not
 * NEXT_PUBLIC_ variables, which a build would freeze).
 */
export interface BrowserSettings {
  /** reCAPTCHA Enterprise's site key; without it, the demo's offline tokens. */
  recaptchaSiteKey: string | null;
  /** Sentry's DSN for the browser; without it, reports go to the store's log. */
  sentryDsn: string | null;
  /** Post replies that fail their contract to /validate-response (demo mode only). */
  validateResponses: boolean;
  /** Answer the browser's calls from the project's mocks (demo mode only). */
  apiMocking: boolean;
  /** The hosted video provider's player script (VIDEO_PLAYER_SCRIPT_URL); null plays MP4s natively. */
  videoPlayerScriptUrl: string | null;
  /** The UGC provider's widget script (UGC_WIDGET_SCRIPT_URL); null hides UGC widgets. */
  ugcWidgetScriptUrl: string | null;
  site: SiteSettings;
}

export const offlineBrowserSettings: BrowserSettings = {
  recaptchaSiteKey: null,
  sentryDsn: null,
  validateResponses: false,
  apiMocking: false,
  videoPlayerScriptUrl: null,
  ugcWidgetScriptUrl: null,
  site: defaultSiteSettings,
};
