import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { adyenHandlers } from '@/mocks/adyen-handlers';
import type { ApiCall } from '../../auth/testing/auth-test-kit';
import type { Database, DatabaseHandle } from '../../db/client';
import { MIN_PRODUCT_COUNT } from '../../db/seed/fixtures';
import { seedDatabase } from '../../db/seed/run';
import { adyenBaseUrl, createAdyenProvider } from '../../payments/adyen';
import { createTestApi, type TestApiOptions } from '../../testing/test-api';
import { createTestDatabase } from '../../testing/test-database';

/** Test credentials the mocked Adyen (mocks/adyen-handlers.ts) is set up to accept. */
export const TEST_ADYEN_CONFIG = {
  apiKey: 'AQE-test-key',
  clientKey: 'test_CLIENTKEY',
  merchantAccount: 'StrideECOM',
  environment: 'test' as const,
};

/**
 * A seeded database for one test file and an API whose payments go to Adyen's test
 * environment, mocked for the file (a request the mock does not know fails the test).
 * `options` adds what the file needs besides, such as a clock, a log or the webhook settings.
 */
export function setupAdyenCheckoutApi(options: Omit<TestApiOptions, 'payments'> = {}) {
  const adyen = adyenHandlers({
    baseUrl: adyenBaseUrl(TEST_ADYEN_CONFIG),
    apiKey: TEST_ADYEN_CONFIG.apiKey,
    merchantAccount: TEST_ADYEN_CONFIG.merchantAccount,
  });
  const server = setupServer(...adyen.handlers);
  let database: DatabaseHandle | undefined;
  let api: ApiCall | undefined;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase();
    await seedDatabase(database.db, { products: MIN_PRODUCT_COUNT });
    api = createTestApi(database.db, {
      ...options,
      payments: createAdyenProvider(TEST_ADYEN_CONFIG),
    });
  });
  afterAll(async () => {
    server.close();
    await database?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The API is ready only inside tests.');
    return value;
  };
  const call: ApiCall = (...args) => ready(api)(...args);
  const db = (): Database => ready(database).db;
  return { adyen, call, db };
}
