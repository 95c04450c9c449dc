import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useCart } from '@/services/use-cart';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { CouponForm } from './coupon-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useToastStore.setState({ toasts: [] }));

function CouponWithCart() {
  const { cart } = useCart();
  return cart ? <CouponForm couponItems={cart.couponItems} /> : null;
}

async function renderCoupon() {
  const api = cartHandlers();
  server.use(...api.handlers);
  const seeded = api.seed([{ productId: 'RUN1000110', qty: 1 }]);
  useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: 1 });
  const { wrapper } = createCommerceWrapper();
  render(<CouponWithCart />, { wrapper });
  const input = await screen.findByLabelText('Enter a promo code');
  return { api, input, basketId: seeded.basketId };
}

describe('CouponForm', () => {
  it('shows a refused code at the input, not as a toast', async () => {
    const { input } = await renderCoupon();
    await userEvent.type(input, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('This promo code is not valid.');
    expect(useToastStore.getState().toasts).toEqual([]);

    await userEvent.type(input, 'X');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a code before calling the server', async () => {
    const { api, input } = await renderCoupon();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(input).toHaveAccessibleDescription('Enter a promo code.');
    expect(api.log.some((entry) => entry.path === '/cart/v1/coupon')).toBe(false);
  });

  it('lists an applied code with a way to remove it', async () => {
    const { api, input, basketId } = await renderCoupon();
    await userEvent.type(input, 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const remove = await screen.findByRole('button', { name: 'Remove promo code WELCOME10' });
    expect(input).toHaveValue('');
    expect(api.cart(basketId).totals.totalDiscount).toBe(10);
    await userEvent.click(remove);
    await waitFor(() => expect(remove).not.toBeInTheDocument());
  });
});
