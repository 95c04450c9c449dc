import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductOptions } from '@/components/product/product-options';
import { Toaster } from '@/components/ui/toaster';
import type { PlaceOrderRequest } from '@/lib/contracts/checkout';
import { applePayHandlers, mockMerchantSession } from '@/mocks/apple-pay-handlers';
import { cartHandlers } from '@/mocks/cart-handlers';
import { checkoutHandlers } from '@/mocks/checkout-handlers';
import { inventoryHandler } from '@/mocks/inventory-handlers';
import { productDetails } from '@/mocks/product-fixtures';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { setupApplePayServer } from '@/tests/support/apple-pay-server';
import {
  FakeApplePaySession,
  fullShippingContact,
  gatewayValidationURL,
  installApplePay,
  redactedContact,
} from '@/tests/support/fake-apple-pay';
import { productApplePaySlot } from './product-apple-pay-slot';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/en-us/p/trail-climber-TRL2000200',
}));

const { server, requested } = setupApplePayServer();
beforeEach(() => {
  router.push.mockReset();
  useToastStore.setState({ toasts: [] });
  useCartStore.getState().clearCart();
  useBuyInStoreStore.getState().clear();
});

/** Trail Climber as the fake cart sells it: size 9 is TRL2000209, at 80 (was 120). */
const product = productDetails({
  id: 'TRL2000200',
  styleId: 'TRL20002',
  name: 'Trail Climber',
  slug: 'trail-climber',
  url: '/en-us/p/trail-climber-TRL2000200',
  description: 'A trail shoe.',
  price: {
    lowOriginal: 120,
    highOriginal: 120,
    lowCurrent: 80,
    highCurrent: 80,
    percentagePriceDiscount: 33.3,
  },
  attributes: [
    { type: 'color', label: 'color', options: [{ value: 'GRN', label: 'Green' }] },
    {
      type: 'size',
      label: 'size',
      options: [
        { value: '9', label: '9' },
        { value: '10', label: '10' },
      ],
    },
  ],
  variants: ['9', '10'].map((size) => ({
    id: `TRL20002${size.padStart(2, '0')}`,
    upc: '000000000000',
    attributes: { color: 'GRN', size },
    price: { original: 120, current: 80 },
    notifyMe: false,
  })),
});

/** The product page's options and purchase panel, with a bag holding two Road Runners. */
function renderProductPage({ offered = true } = {}) {
  const cartApi = cartHandlers();
  const checkoutApi = checkoutHandlers();
  const applePayApi = applePayHandlers(cartApi.cart, { offered });
  server.use(
    inventoryHandler({
      productId: product.id,
      variants: {
        TRL2000209: { quantity: 3, stockStatus: 'InStock' },
        TRL2000210: { quantity: 0, stockStatus: 'OutOfStock' },
      },
    }),
    ...applePayApi.handlers,
    ...cartApi.handlers,
    ...checkoutApi.handlers,
  );
  const bag = cartApi.seed([{ productId: 'RUN1000110', qty: 2 }]);
  useCartStore.getState().setCart({ basketId: bag.basketId, totalItems: bag.totalItems });
  const { wrapper } = createCommerceWrapper();
  render(
    <>
      <ProductOptions product={product} expressCheckout={productApplePaySlot(product)} />
      <Toaster />
    </>,
    { wrapper },
  );
  return { bag, cartApi, checkoutApi, applePayApi };
}

const chooseSize = async (label: string) =>
  userEvent.click(await screen.findByRole('radio', { name: label }));

describe('Apple Pay on the product page', () => {
  it('buys the chosen size alone, apart from the bag, and confirms as applePayPdp', async () => {
    installApplePay();
    const { bag, cartApi, checkoutApi, applePayApi } = renderProductPage();
    await chooseSize('9, In stock');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy with Apple Pay' }));

    const session = FakeApplePaySession.sessions[0]!;
    expect(session.request).toMatchObject({
      currencyCode: 'USD',
      total: { label: 'Stride', amount: '80.00' },
      lineItems: [{ label: 'Subtotal', amount: '80.00' }],
    });

    await act(async () => {
      await session.onvalidatemerchant?.({ validationURL: gatewayValidationURL });
    });
    expect(session.merchantSession).toEqual(mockMerchantSession);
    const added = cartApi.log.find((entry) => entry.path.endsWith('/cartWithItem'));
    expect(added?.body).toMatchObject({ productId: 'TRL2000209', qty: 1 });
    expect(requested).toContain('POST /cart/v1/cartWithItem?context=APPLE_PAY_EXPRESS');
    // The product went into its own cart first, then Apple's session was asked for.
    expect(requested.indexOf('POST /cart/v1/cartWithItem?context=APPLE_PAY_EXPRESS')).toBeLessThan(
      requested.indexOf('POST /cart/v1/paymentSession/applePay/validation'),
    );

    await act(async () => {
      await session.onshippingcontactselected?.({ shippingContact: redactedContact });
    });
    const estimate = applePayApi.log.find((entry) => entry.path.endsWith('/shippingAddress'));
    const productBasketId = estimate?.path.split('/')[4];
    expect(productBasketId).not.toBe(bag.basketId);
    expect(estimate?.query).toBe(`?context=APPLE_PAY_EXPRESS&bid=${productBasketId}`);
    // The Trail Climber once, and standard delivery: nothing of the bag.
    expect(session.contactUpdates[0]?.newTotal.amount).toBe('85.00');
    expect(session.contactUpdates[0]?.newLineItems).toContainEqual({
      label: 'Subtotal',
      amount: '80.00',
    });

    await act(async () => {
      await session.onpaymentauthorized?.({
        payment: {
          token: { paymentData: { version: 'EC_v1', data: 'ZW5j', signature: 'c2ln' } },
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
    const placed: PlaceOrderRequest | undefined = checkoutApi.log.placeOrder[0];
    expect(placed?.cartId).toBe(productBasketId);
    expect(placed?.paymentMethod.code).toBe('DW_APPLE_PAY');
    expect(router.push).toHaveBeenCalledWith(
      '/en-us/order-confirmation?orderNumber=S0000000041&st=st-token&storeContext=applePayPdp',
    );
    // The bag is the shopper's as it was: same cart, same two Road Runners.
    expect(useCartStore.getState()).toMatchObject({ basketId: bag.basketId, totalItems: 2 });
    expect(cartApi.cart(bag.basketId).items.map((item) => [item.productId, item.qty])).toEqual([
      ['RUN1000110', 2],
    ]);
  });

  it('is not shown before a size is chosen, nor for a size out of stock', async () => {
    installApplePay();
    renderProductPage();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    await screen.findByRole('radio', { name: '9, In stock' });
    expect(screen.queryByRole('button', { name: 'Buy with Apple Pay' })).toBeNull();
    await chooseSize('10, Out of stock');
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Buy with Apple Pay' })).toBeNull();
    expect(requested.some((line) => line.includes('/paymentSession/applePay'))).toBe(false);
  });

  it('is not shown where the store does not offer Apple Pay', async () => {
    installApplePay();
    renderProductPage({ offered: false });
    await chooseSize('9, In stock');
    await waitFor(() => expect(requested).toContain('GET /cart/v1/paymentSession/applePay'));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Buy with Apple Pay' })).toBeNull();
  });

  it("is not shown in an associate's till session, which takes payment at the till", async () => {
    installApplePay();
    useBuyInStoreStore.getState().start({
      storeId: '0001',
      storeName: 'Fifth Avenue',
      storeEmployeeId: 'E100',
      storeEmployeeName: 'Sam',
    });
    // The till sees its own store's stock of the chosen size first.
    server.use(
      http.post('*/api/products/v1/products/:productId/availability', ({ params }) =>
        HttpResponse.json({
          productId: params.productId,
          storeInventory: [{ storeId: '0001', variantId: 'TRL2000209', quantity: 2 }],
        }),
      ),
    );
    renderProductPage();
    await chooseSize('9, In stock');
    expect(await screen.findByText('Fifth Avenue: 2 in stock')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Buy with Apple Pay' })).toBeNull();
    expect(requested.some((line) => line.includes('/paymentSession/applePay'))).toBe(false);
  });

  it('leaves the bag as it was when the shopper cancels the sheet', async () => {
    installApplePay();
    const { bag, cartApi } = renderProductPage();
    await chooseSize('9, In stock');
    const button = await screen.findByRole('button', { name: 'Buy with Apple Pay' });
    await userEvent.click(button);
    const session = FakeApplePaySession.sessions[0]!;
    await act(async () => {
      await session.onvalidatemerchant?.({ validationURL: gatewayValidationURL });
    });
    expect(button).toBeDisabled();

    act(() => session.oncancel?.({}));

    expect(button).toBeEnabled();
    expect(router.push).not.toHaveBeenCalled();
    expect(useCartStore.getState()).toMatchObject({ basketId: bag.basketId, totalItems: 2 });
    expect(cartApi.cart(bag.basketId).items.map((item) => [item.productId, item.qty])).toEqual([
      ['RUN1000110', 2],
    ]);
  });
});
