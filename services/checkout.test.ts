import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSessionResponse, PlaceOrderResponse } from '@/lib/contracts/checkout';
import { createCheckoutClient, PAYMENT_SESSION_RETRY_DELAY_MS } from './checkout';
import { createTransport } from './transport';

const session: PaymentSessionResponse = {
  success: true,
  provider: 'simulator',
  locale: 'en-US',
  meta: {
    sessionID: 's-1',
    environment: 'test',
    amount: { value: 1000, currency: 'USD' },
    countryCode: 'US',
    paymentMethodId: 'CREDIT_CARD',
  },
};
const placed: PlaceOrderResponse = {
  orderNumber: 'S0000000001',
  st: 'st',
  status: 'Created',
  flash: [],
  basketId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
};

function failure(status: number) {
  return Response.json(
    { errorDetails: [{ errorId: 'GEN500', message: 'down' }], appId: 't', correlationId: 't' },
    { status },
  );
}

function clientAnswering(responses: Response[], appTracking: string | null = null) {
  const fetch = vi.fn(async (_request: Request) => {
    const next = responses.shift();
    if (!next) throw new Error('No more responses.');
    return next;
  });
  const request = createTransport({
    baseUrl: 'http://test/api',
    fetch,
    brand: 'stride',
    locale: 'en-us',
    channel: appTracking ? 'MAPP' : 'ECOMM',
    sessionId: 'test-session',
  });
  return { checkout: createCheckoutClient(request, { appTracking: () => appTracking }), fetch };
}

afterEach(() => vi.useRealTimers());

describe('checkout client', () => {
  it('asks for the payment session again 3000 ms after a failure (spec 002 section 9)', async () => {
    vi.useFakeTimers();
    const { checkout, fetch } = clientAnswering([failure(502), Response.json(session)]);
    const reply = checkout.getPaymentSession({ basketId: placed.basketId });
    await vi.advanceTimersByTimeAsync(PAYMENT_SESSION_RETRY_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reply).resolves.toMatchObject({ provider: 'simulator' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(PAYMENT_SESSION_RETRY_DELAY_MS).toBe(3000);
  });

  it('gives up after the one retry', async () => {
    vi.useFakeTimers();
    const { checkout } = clientAnswering([failure(502), failure(502)]);
    const reply = checkout.getPaymentSession({ basketId: placed.basketId });
    const settled = expect(reply).rejects.toMatchObject({ code: 'GEN500' });
    await vi.advanceTimersByTimeAsync(PAYMENT_SESSION_RETRY_DELAY_MS);
    await settled;
  });

  it('sends the app tracking value on placement only inside the app', async () => {
    const body = {
      cartId: placed.basketId,
      paymentMethod: { code: 'CREDIT_CARD' as const, additionalData: {} },
    };
    const web = clientAnswering([Response.json(placed)]);
    await web.checkout.placeOrder(body);
    expect(web.fetch.mock.calls[0]?.[0].headers.get('x-app-tracking')).toBeNull();

    const app = clientAnswering([Response.json(placed), Response.json(session)], 'launch-7');
    await app.checkout.placeOrder(body);
    expect(app.fetch.mock.calls[0]?.[0].headers.get('x-app-tracking')).toBe('launch-7');
    await app.checkout.getPaymentSession({ basketId: placed.basketId });
    expect(app.fetch.mock.calls[1]?.[0].headers.get('x-app-tracking')).toBeNull();
  });
});
