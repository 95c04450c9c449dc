import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { PaymentMethodsResponse, PlaceOrderRequest } from '@/lib/contracts/checkout';
import { applePayHandlers, mockMerchantSession } from '@/mocks/apple-pay-handlers';
import { cartHandlers } from '@/mocks/cart-handlers';
import { checkoutHandlers } from '@/mocks/checkout-handlers';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { setupApplePayServer } from '@/tests/support/apple-pay-server';
import {
  FakeApplePayError,
  FakeApplePaySession,
  fullShippingContact,
  gatewayValidationURL,
  installApplePay,
  redactedContact,
} from '@/tests/support/fake-apple-pay';
import { ApplePayButton } from './apple-pay-button';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/en-us/cart' }));

const { server, requested } = setupApplePayServer();
beforeEach(() => {
  router.push.mockReset();
  useToastStore.setState({ toasts: [] });
  useCartStore.getState().clearCart();
});

const applePayOffered: Partial<PaymentMethodsResponse> = {
  provider: 'adyen',
  paymentMethods: [
    { id: 'CREDIT_CARD', applicable: true, brands: ['visa', 'mc', 'amex'] },
    { id: 'DW_APPLE_PAY', applicable: true },
  ],
};

function renderButton(paymentMethods: Partial<PaymentMethodsResponse> = applePayOffered) {
  const cartApi = cartHandlers();
  const checkoutApi = checkoutHandlers({ paymentMethods });
  const applePayApi = applePayHandlers(cartApi.cart);
  // First, so its payment instrument call answers before the checkout fake's gift cards.
  server.use(...applePayApi.handlers, ...cartApi.handlers, ...checkoutApi.handlers);
  const cart = cartApi.seed([{ productId: 'RUN1000110', qty: 1 }]);
  useCartStore.getState().setCart({ basketId: cart.basketId, totalItems: cart.totalItems });
  const { wrapper } = createCommerceWrapper();
  render(
    <>
      <ApplePayButton cart={cart} />
      <Toaster />
    </>,
    { wrapper },
  );
  return { cart, checkoutApi, applePayApi };
}

const paymentData = { version: 'EC_v1', data: 'ZW5jcnlwdGVk', signature: 'c2ln' };

describe('Apple Pay button', () => {
  it('is not shown, and asks nothing, where the browser has no Apple Pay', async () => {
    renderButton();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Buy with Apple Pay' })).toBeNull();
    expect(requested).toEqual([]);
  });

  it('is not shown when no card is ready in Wallet', async () => {
    installApplePay({ canPay: false });
    renderButton();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Buy with Apple Pay' })).toBeNull();
    expect(requested).toEqual([]);
  });

  it('is not shown when the store does not offer Apple Pay for this cart', async () => {
    installApplePay();
    renderButton({
      provider: 'simulator',
      paymentMethods: [{ id: 'DW_APPLE_PAY', applicable: false, reason: 'PYT404' }],
    });
    await waitFor(() =>
      expect(requested.some((call) => call.endsWith('/paymentMethods'))).toBe(true),
    );
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Buy with Apple Pay' })).toBeNull();
  });

  it('opens the sheet from the cart, quotes the contact and method, and places the order', async () => {
    installApplePay();
    const { cart, checkoutApi, applePayApi } = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy with Apple Pay' }));

    const session = FakeApplePaySession.sessions[0]!;
    expect(session.version).toBe(3);
    expect(session.began).toBe(true);
    expect(session.request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Stride', amount: cart.totals.remainingToPay.toFixed(2) },
    });

    await act(async () => {
      await session.onvalidatemerchant?.({ validationURL: gatewayValidationURL });
    });
    expect(session.merchantSession).toEqual(mockMerchantSession);

    await act(async () => {
      await session.onshippingcontactselected?.({ shippingContact: redactedContact });
    });
    expect(applePayApi.log[1]).toMatchObject({
      path: `/cart/v2/cart/${cart.basketId}/shippingAddress`,
      query: '?context=APPLE_PAY_EXPRESS',
      body: {
        estimate: true,
        addresses: [{ countryCode: 'US', province: 'NY', city: 'New York', postalCode: '10118' }],
      },
    });
    const contactUpdate = session.contactUpdates[0]!;
    expect(contactUpdate.errors).toBeUndefined();
    expect(contactUpdate.newShippingMethods?.map((method) => method.identifier)).toEqual([
      'STD',
      'EXP',
    ]);
    expect(contactUpdate.newTotal.amount).toBe('105.00');

    await act(async () => {
      await session.onshippingmethodselected?.({ shippingMethod: { identifier: 'EXP' } });
    });
    expect(session.methodUpdates[0]?.newTotal.amount).toBe('115.00');

    await act(async () => {
      await session.onpaymentauthorized?.({
        payment: {
          token: { paymentData },
          shippingContact: fullShippingContact,
          billingContact: {
            ...fullShippingContact,
            emailAddress: undefined,
            phoneNumber: undefined,
          },
        },
      });
    });
    expect(session.paymentResults).toEqual([{ status: 0 }]);
    const fullAddress = applePayApi.log.find(
      (entry) =>
        entry.path.endsWith('/shippingAddress') && !(entry.body as { estimate: boolean }).estimate,
    );
    expect(fullAddress?.body).toMatchObject({
      addresses: [
        {
          firstName: 'Alex',
          addressLine1: '350 Fifth Avenue',
          addressLine2: 'Floor 5',
          email: 'alex.runner@example.com',
        },
      ],
    });
    const billing = applePayApi.log.find((entry) => entry.path.endsWith('/billingAddress'));
    expect(billing?.body).toMatchObject({
      billingAddress: {
        lastName: 'Runner',
        email: 'alex.runner@example.com',
        phone: '+1 212 736 3100',
      },
    });
    expect(applePayApi.log.at(-1)?.body).toEqual({ payment_method_id: 'DW_APPLE_PAY' });
    const placed: PlaceOrderRequest | undefined = checkoutApi.log.placeOrder[0];
    expect(placed?.paymentMethod).toEqual({
      code: 'DW_APPLE_PAY',
      additionalData: { type: 'applepay', walletToken: btoa(JSON.stringify(paymentData)) },
    });
    expect(router.push).toHaveBeenCalledWith(
      '/en-us/order-confirmation?orderNumber=S0000000041&st=st-token',
    );
  });

  it('refuses a contact in another country on the sheet without asking the cart', async () => {
    installApplePay();
    const { applePayApi } = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy with Apple Pay' }));
    const session = FakeApplePaySession.sessions[0]!;

    await act(async () => {
      await session.onshippingcontactselected?.({
        shippingContact: { countryCode: 'CA', administrativeArea: 'ON', postalCode: 'M5V' },
      });
    });
    expect(session.contactUpdates[0]?.errors).toEqual([
      new FakeApplePayError(
        'shippingContactInvalid',
        'countryCode',
        "We can only deliver to addresses in this store's country.",
      ),
    ]);
    expect(applePayApi.log).toEqual([]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('tells the shopper when Apple Pay cannot validate the store', async () => {
    installApplePay();
    renderButton();
    server.use(
      http.post('*/api/cart/v1/paymentSession/applePay/validation', () =>
        HttpResponse.json(
          {
            errorDetails: [
              { errorId: 'PAY400', message: 'Apple Pay could not validate this store.' },
            ],
            appId: 'mock',
            correlationId: 'mock',
          },
          { status: 402 },
        ),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Buy with Apple Pay' }));
    const session = FakeApplePaySession.sessions[0]!;
    await act(async () => {
      await session.onvalidatemerchant?.({ validationURL: gatewayValidationURL });
    });
    expect(session.aborted).toBe(true);
    expect(
      await screen.findByText('Apple Pay could not complete the payment. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy with Apple Pay' })).toBeEnabled();
  });
});
