import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { uninstallApplePay } from './fake-apple-pay';

/**
 * The mock API of an Apple Pay component test: unhandled calls fail the test, handlers and
 * the fake ApplePaySession are gone after each test. `requested` lists the test's calls in
 * order, each as "METHOD path?query" with the path after /api.
 */
export function setupApplePayServer() {
  const server = setupServer();
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requested.push(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requested.length = 0;
  });
  afterEach(() => {
    server.resetHandlers();
    uninstallApplePay();
  });
  afterAll(() => server.close());
  return { server, requested };
}
