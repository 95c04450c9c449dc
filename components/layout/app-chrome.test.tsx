import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberAppLaunch } from '@/services/app-launch';
import { AppChrome } from './app-chrome';

const browser = navigator.userAgent;

function runIn(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

afterEach(() => {
  runIn(browser);
  sessionStorage.clear();
});

describe('AppChrome', () => {
  it('drops the site header inside the app once the app asks, and brings it back', () => {
    runIn(`${browser} StrideApp/5.0`);
    render(
      <AppChrome>
        <header>Site header</header>
      </AppChrome>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    act(() => rememberAppLaunch('?app_chrome=hidden'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    act(() => rememberAppLaunch('?app_chrome=shown'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('keeps it in a browser whatever the address says', () => {
    render(
      <AppChrome>
        <header>Site header</header>
      </AppChrome>,
    );
    act(() => rememberAppLaunch('?app_chrome=hidden'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
