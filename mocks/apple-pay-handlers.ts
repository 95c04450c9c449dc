import { http, HttpResponse } from 'msw';
import type { Cart } from '@/lib/contracts/cart';
import type { AddressInput } from '@/lib/contracts/address';
import type { BillingAddressRequest, ShippingAddressRequest } from '@/lib/contracts/checkout';

/** Apple's merchant session as the fake validation answers it. */
export const mockMerchantSession = { merchantSessionIdentifier: 'SSH-MOCK', signature: 'sig' };

/** An address as the cart would keep it: the country named, a dial code (the parts a reply has). */
function asStored(address: AddressInput | undefined) {
  return { country: address?.countryCode ?? '', phoneCode: '', ...address };
}

/**
 * The Apple Pay calls of the checkout API over a cart of cartHandlers: whether the store offers
 * Apple Pay (`offered`, asked by the product page), merchant validation, the shipping address
 * (estimate or full, context APPLE_PAY_EXPRESS), the billing address and the DW_APPLE_PAY
 * instrument. Each answers the cart as it stands. `log` records the calls.
 */
export function applePayHandlers(
  cartOf: (basketId: string) => Cart,
  { offered = true }: { offered?: boolean } = {},
) {
  const log: { path: string; query: string; body: unknown }[] = [];
  const addresses = new Map<string, { shipping?: object; billing?: object }>();
  const reply = (basketId: string) => ({
    ...cartOf(basketId),
    shippingAddress: addresses.get(basketId)?.shipping ?? null,
    billingAddress: addresses.get(basketId)?.billing ?? null,
  });
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body: unknown = await request.json();
    log.push({ path: url.pathname.replace(/^.*\/api/, ''), query: url.search, body });
    return body;
  };

  const handlers = [
    http.get('*/api/cart/v1/paymentSession/applePay', () => HttpResponse.json({ offered })),
    http.post('*/api/cart/v1/paymentSession/applePay/validation', async ({ request }) => {
      await record(request);
      return HttpResponse.json(mockMerchantSession);
    }),
    http.post('*/api/cart/v2/cart/:basketId/shippingAddress', async ({ request, params }) => {
      const body = (await record(request)) as ShippingAddressRequest;
      const basketId = String(params.basketId);
      const [address] = body.addresses;
      const shipping = { ...asStored(address), ...(body.estimate ? { partial: true } : {}) };
      addresses.set(basketId, { ...addresses.get(basketId), shipping });
      return HttpResponse.json(reply(basketId));
    }),
    http.post('*/api/cart/v1/cart/:basketId/billingAddress', async ({ request, params }) => {
      const body = (await record(request)) as BillingAddressRequest;
      const basketId = String(params.basketId);
      addresses.set(basketId, {
        ...addresses.get(basketId),
        billing: asStored(body.billingAddress),
      });
      return HttpResponse.json(reply(basketId));
    }),
    http.post('*/api/cart/v1/cart/:basketId/paymentInstruments', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(reply(String(params.basketId)));
    }),
  ];
  return { handlers, log };
}
