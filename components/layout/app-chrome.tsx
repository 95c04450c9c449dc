'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { appChromeHidden, subscribeAppChrome } from '@/services/app-launch';

/**
 * The site's own header or footer, left out inside the brand app when the app asked for it
 * (`?app_chrome=hidden` at launch): the app shows its own. The page renders them for everyone
 * (it is shared between shoppers), and the app's webview drops them once it runs.
 */
export function AppChrome({ children }: { children: ReactNode }) {
  const hidden = useSyncExternalStore(subscribeAppChrome, appChromeHidden, () => false);
  return hidden ? null : children;
}
