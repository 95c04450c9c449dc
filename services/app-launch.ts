import { APP_TRACKING_PATTERN, appLaunchParams, detectChannel } from '@/lib/channel';

/**
 * What the brand app asked for when it opened the webview (docs/architecture.md, "The app
 * webview"), kept in session storage: the webview's tab, and nothing after it. A browser
 * ignores the parameters, so a link cannot hide a shopper's navigation or tag their orders.
 */
const TRACKING_KEY = 'stride-app-tracking';
const CHROME_KEY = 'stride-app-chrome';

const listeners = new Set<() => void>();

function inAppWebview(): boolean {
  return detectChannel(navigator.userAgent) === 'MAPP';
}

/** Reads the launch parameters of this address, if the app gave any. */
export function rememberAppLaunch(search: string): void {
  if (!inAppWebview()) return;
  const params = new URLSearchParams(search);
  const tracking = params.get(appLaunchParams.tracking);
  if (tracking !== null && APP_TRACKING_PATTERN.test(tracking)) {
    sessionStorage.setItem(TRACKING_KEY, tracking);
  }
  const chrome = params.get(appLaunchParams.chrome);
  if (chrome === 'hidden' || chrome === 'shown') {
    sessionStorage.setItem(CHROME_KEY, chrome);
    for (const listener of listeners) listener();
  }
}

/** The tracking value order placement and patch carry, inside the app only. */
export function appTracking(): string | null {
  return inAppWebview() ? sessionStorage.getItem(TRACKING_KEY) : null;
}

/** Whether the app asked the site to leave out its own header and footer. */
export function appChromeHidden(): boolean {
  return inAppWebview() && sessionStorage.getItem(CHROME_KEY) === 'hidden';
}

export function subscribeAppChrome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
