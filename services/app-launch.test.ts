import { afterEach, describe, expect, it, vi } from 'vitest';
import { appChromeHidden, appTracking, rememberAppLaunch, subscribeAppChrome } from './app-launch';

const browser = navigator.userAgent;
const app = `${browser} StrideApp/5.2`;

function runIn(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

afterEach(() => {
  runIn(browser);
  sessionStorage.clear();
});

describe('the app launch parameters', () => {
  it('keeps the tracking value and the chrome choice inside the app', () => {
    runIn(app);
    const listener = vi.fn();
    const unsubscribe = subscribeAppChrome(listener);
    rememberAppLaunch('?app_tracking=spring.42&app_chrome=hidden');
    unsubscribe();
    expect(appTracking()).toBe('spring.42');
    expect(appChromeHidden()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();

    rememberAppLaunch('?app_chrome=shown');
    expect(appChromeHidden()).toBe(false);
    expect(appTracking()).toBe('spring.42');
  });

  it('refuses a tracking value outside the safe characters', () => {
    runIn(app);
    rememberAppLaunch('?app_tracking=%3Cscript%3E');
    expect(appTracking()).toBeNull();
  });

  it('is ignored by a browser, so a link cannot hide its navigation or tag its orders', () => {
    runIn(browser);
    rememberAppLaunch('?app_tracking=spring.42&app_chrome=hidden');
    expect(appTracking()).toBeNull();
    expect(appChromeHidden()).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});
