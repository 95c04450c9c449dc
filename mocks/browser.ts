import { setupWorker } from 'msw/browser';
import { authHandlers } from './auth-handlers';
import { cartHandlers } from './cart-handlers';
import { checkoutHandlers } from './checkout-handlers';
import { consumerHandlers } from './consumer-handlers';
import { signUpHandlers } from './sign-up-handlers';
import { wishlistHandlers } from './wishlist-handlers';

/** Where mock mode's service worker is served (app/mockServiceWorker.js/route.ts). */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

/**
 * Mock mode (API_MOCKING, demo only): the browser's calls for the session, profile, bag,
 * checkout, sign-up and favorites are answered in the page by the same mocks the unit tests
 * use, as the signed-in test consumer with the mock catalogue's bag; every other call reaches
 * the API.
 */
export async function startMocking(): Promise<void> {
  const worker = setupWorker(
    ...authHandlers({ signedIn: true }).handlers,
    ...consumerHandlers().handlers,
    ...cartHandlers().handlers,
    ...checkoutHandlers().handlers,
    ...signUpHandlers().handlers,
    ...wishlistHandlers().handlers,
  );
  await worker.start({
    serviceWorker: { url: MOCK_WORKER_URL },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
