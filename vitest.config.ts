import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(__dirname),
  // `server-only` throws outside React Server Components; tests run modules directly.
  'server-only': path.resolve(__dirname, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // Vitest's default leaves a core idle (one worker on a two-core machine); test files are
    // independent (own database, ports and folders), so every core runs one.
    maxWorkers: '100%',
    // The offline stand-ins (outbox, simulator, offline reCAPTCHA) exist for the demo and the tests.
    env: { DEMO_MODE: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            '{services,stores,components,app,mocks}/**/*.test.{ts,tsx}',
            'lib/**/*.test.tsx',
          ],
          setupFiles: ['tests/support/fresh-modules.ts', 'tests/support/dom-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // lib/ is plain TypeScript that server and browser share, so its tests run in Node,
          // without building a page for each file; a test of browser behaviour says so at its
          // top (`@vitest-environment jsdom`).
          name: 'lib',
          environment: 'node',
          include: ['lib/**/*.test.ts'],
          setupFiles: ['tests/support/fresh-modules.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.{ts,mts}'],
          setupFiles: ['tests/support/api-setup.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          // The API files share a worker's loaded modules instead of loading PGlite, Drizzle and
          // the app afresh for each file (half the suite's time). Each file still makes its own
          // database and app, and the setup puts back the environment a file changed; what the
          // process resolves once (its signing secret, say) it keeps across files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
