import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { headerNames } from '@/lib/contracts/headers';
import { freePort, throwawayStore } from './helpers/throwaway-store';

/**
 * `npm start` outside the demo: it refuses to start without the production settings and lists
 * them; with them (fake but well formed: nothing here reaches an outside service) it serves the
 * store without the demo's banner and outbox; in the demo it shows the banner. The suite's
 * build and seeded data are reused in a folder of their own, so the suite's server is left as
 * it was.
 */

/** The note every demo page carries (components/layout/demo-banner.tsx). */
const demoBanner = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Demo store' })
    .getByRole('note')
    .filter({ hasText: /^Demo store:/ });

/** Every setting a production start needs, fake but well formed. */
const productionSettings = (port: number) => ({
  SMTP_URL: 'smtp://store:secret@127.0.0.1:2525',
  ADYEN_API_KEY: 'AQE-fake-api-key',
  ADYEN_CLIENT_KEY: 'test_FAKECLIENTKEY0000',
  ADYEN_MERCHANT_ACCOUNT: 'StrideECOM',
  RECAPTCHA_PROJECT_ID: 'stride-fake-project',
  RECAPTCHA_SITE_KEY: 'fake-recaptcha-site-key',
  RECAPTCHA_API_KEY: 'fake-recaptcha-api-key',
  AUTH_SECRET: 'a-fake-but-long-enough-session-signing-secret',
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  CUSTOMER_SERVICE_EMAIL: 'care@shop.example',
  RETURNS_ADDRESS: 'Returns, Unit 4|Leeds LS1 4AP|United Kingdom',
  SELLER_LEGAL_NAME: 'Shop Example Ltd',
  SELLER_ADDRESS: '1 High Street|London EC1A 1BB|United Kingdom',
  SELLER_VAT_ID: 'GB123456789',
  OMS_API_KEY: 'a-fake-but-long-enough-oms-bearer-key',
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node server/entry/serve.mjs -p <port> -H 127.0.0.1` with only the given environment. */
function start(dir: string, port: number, env: Record<string, string>): Started {
  const child = spawn(
    process.execPath,
    [path.join(dir, 'server/entry/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listening(server: Started) {
  await expect
    .poll(() => (server.child.exitCode === null ? server.output() : `exited: ${server.output()}`), {
      timeout: 120_000,
    })
    .toContain('Stride listening on');
}

async function stop(server: Started) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

function guestToken(request: APIRequestContext, origin: string) {
  return request.post(`${origin}/api/token/v2/auth/token`, {
    data: { type: 'Guest' },
    headers: {
      [headerNames.brand]: 'stride',
      [headerNames.channel]: 'ECOMM',
      [headerNames.region]: 'NORA',
      [headerNames.source]: 'ECOM15',
      [headerNames.locale]: 'en_US',
      [headerNames.transactionId]: 'start-check-0001',
      [headerNames.correlationId]: 'start-check-0001',
      [headerNames.sessionId]: 'start-check-0001',
    },
  });
}

test.describe('the production start', () => {
  test.setTimeout(360_000);
  let store: ReturnType<typeof throwawayStore>;
  test.beforeAll(() => {
    store = throwawayStore({ embeddedDatabase: true });
  });
  test.afterAll(() => store?.remove());

  test('refuses without DEMO_MODE and the production settings, and names them', async () => {
    const server = start(store.dir, await freePort(), { DATA_DIR: store.dataDir });
    const code = await Promise.race([
      server.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 120_000)),
    ]);
    await stop(server);
    expect(code, server.output()).not.toBe(0);
    expect(code).not.toBe('running');
    expect(server.output()).toContain('Refusing to start');
    for (const setting of Object.keys(productionSettings(0))) {
      expect(server.output()).toContain(setting);
    }
  });

  test('serves the store with every production setting: no banner, no outbox', async ({
    page,
    request,
  }) => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = start(store.dir, port, {
      DATA_DIR: store.dataDir,
      ...productionSettings(port),
    });
    try {
      await listening(server);
      const home = await page.goto(`${origin}/en-us`);
      expect(home?.status()).toBe(200);
      expect(home?.headers()['strict-transport-security']).toContain('max-age=31536000');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(demoBanner(page)).toHaveCount(0);
      expect((await request.get(`${origin}/en-us/dev/outbox`)).status()).toBe(404);
      const token = await guestToken(request, origin);
      expect(token.status()).toBe(200);
      expect(await token.json()).toMatchObject({ consumerType: 'GUEST' });
    } finally {
      await stop(server);
    }
  });

  test('refuses the development aids outside demo mode', async () => {
    const port = await freePort();
    const server = start(store.dir, port, {
      DATA_DIR: store.dataDir,
      ...productionSettings(port),
      API_MOCKING: '1',
      VALIDATE_RESPONSES: '1',
    });
    const code = await server.exited;
    expect(code, server.output()).not.toBe(0);
    expect(server.output()).toContain('unset API_MOCKING');
    expect(server.output()).toContain('unset VALIDATE_RESPONSES');
  });

  test('shows the demo banner in demo mode, and has no mock worker unless asked', async ({
    page,
    request,
  }) => {
    const port = await freePort();
    const server = start(store.dir, port, { DATA_DIR: store.dataDir, DEMO_MODE: '1' });
    try {
      await listening(server);
      const home = await page.goto(`http://127.0.0.1:${port}/en-us`);
      expect(home?.status()).toBe(200);
      await expect(demoBanner(page)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect((await request.get(`http://127.0.0.1:${port}/mockServiceWorker.js`)).status()).toBe(
        404,
      );
    } finally {
      await stop(server);
    }
  });

  test('in mock mode the page’s calls are answered by the project’s mocks', async ({ browser }) => {
    const port = await freePort();
    const server = start(store.dir, port, {
      DATA_DIR: store.dataDir,
      DEMO_MODE: '1',
      API_MOCKING: '1',
    });
    // The mocks answer through their service worker, which the suite blocks elsewhere.
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    try {
      await listening(server);
      await page.goto(`http://127.0.0.1:${port}/en-us`);
      // Nobody signed in: the mocks answer the session and profile as their test consumer.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Ada' })).toBeVisible();
    } finally {
      await context.close();
      await stop(server);
    }
  });
});
