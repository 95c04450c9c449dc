import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// A port per run (workers inherit it through the environment), so two runs on one machine
// never find each other's server; scripts/e2e-serve.mjs makes them take turns building.
process.env.E2E_PORT ??= String(3100 + (process.pid % 400));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests run against the production build with a freshly seeded embedded database,
 * in Debian's Chromium: Playwright's own browser downloads are not available here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A visitor who closed the newsletter pop-up and answered the consent banner (accepting
    // all): both would cover what other tests click. popups.spec.ts and consent.spec.ts start
    // without them.
    storageState: {
      cookies: [
        {
          name: 'stride_consent',
          value: 'v1.p1.f1.t1',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [
        {
          origin: baseURL,
          localStorage: [{ name: 'stride.popups.dismissed', value: '["newsletter-welcome"]' }],
        },
      ],
    },
    trace: 'retain-on-failure',
    // The store's service worker would answer some requests past page.route; offline.spec.ts
    // allows it where it is the subject.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /.*\.mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /.*\.mobile\.spec\.ts/ },
  ],
  webServer: {
    command: 'node scripts/e2e-serve.mjs',
    // Ready once the home page renders from the seeded database.
    url: `http://127.0.0.1:${port}/en-us`,
    env: { E2E_PORT: String(port) },
    // A stale server from an earlier run would test old code.
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
