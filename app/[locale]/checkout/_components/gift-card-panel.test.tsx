import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SavedGiftCard } from '@/lib/contracts/checkout';
import { errorReply } from '@/mocks/auth-handlers';
import { cartReply, cartTotals, mockIds } from '@/mocks/cart-fixtures';
import { checkoutHandlers, knownGiftCard } from '@/mocks/checkout-handlers';
import { useCart } from '@/services/use-cart';
import { useCartStore } from '@/stores/cart-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { GiftCardPanel } from './gift-card-panel';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useCartStore.getState().setCart({ basketId: mockIds.basket, totalItems: 1 }));

/** The panel as the billing step shows it: fed by the cached cart, which applying replaces. */
function Panel({ savedGiftCards = [] }: { savedGiftCards?: SavedGiftCard[] }) {
  const { cart } = useCart();
  return cart ? <GiftCardPanel cart={cart} savedGiftCards={savedGiftCards} /> : null;
}

function renderPanel(savedGiftCards: SavedGiftCard[] = []) {
  server.use(
    ...checkoutHandlers().handlers,
    http.get('*/api/cart/v1/cart/:basketId', () =>
      HttpResponse.json(cartReply({ totals: cartTotals({ total: 105, remainingToPay: 105 }) })),
    ),
  );
  const { wrapper } = createCommerceWrapper();
  render(<Panel savedGiftCards={savedGiftCards} />, { wrapper });
  return userEvent.setup();
}

describe('GiftCardPanel', () => {
  it('checks a balance and applies the card, showing only its last four digits', async () => {
    const user = renderPanel();
    await user.type(await screen.findByLabelText('Gift card number'), knownGiftCard.number);
    await user.type(screen.getByLabelText('PIN'), knownGiftCard.pin);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Card •••• •••• •••• 8687 has $50.00 left.',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Gift card •••• •••• •••• 8687: $50.00')).toBeVisible();
    expect(screen.queryByText(knownGiftCard.number)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove gift card •••• •••• •••• 8687' }),
    ).toBeVisible();
  });

  it('shows a refused card at the input', async () => {
    const user = renderPanel();
    const number = await screen.findByLabelText('Gift card number');
    await user.type(number, '6006490000000000');
    await user.type(screen.getByLabelText('PIN'), '9999');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This gift card is not valid.')).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('This gift card is not valid.');
  });

  it('says at the input when too many gift card attempts were made', async () => {
    const user = renderPanel();
    server.use(
      http.post('*/api/cart/v1/giftcard/balance', () =>
        errorReply(403, 'AUT403', 'Too many gift card attempts. Try again later.'),
      ),
    );
    const number = await screen.findByLabelText('Gift card number');
    await user.type(number, knownGiftCard.number);
    await user.type(screen.getByLabelText('PIN'), knownGiftCard.pin);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Too many gift card attempts. Try again later.')).toBeVisible();
    expect(number).toHaveAccessibleDescription('Too many gift card attempts. Try again later.');
  });

  it('asks for both number and PIN before calling', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Check balance' }));
    expect(screen.getByLabelText('Gift card number')).toHaveAccessibleDescription(
      'Enter the gift card number and PIN.',
    );
  });

  it('applies a gift card saved in the account by its id, without asking for the PIN', async () => {
    const savedId = '0d9f8a36-5a51-4b0e-9a44-0c1f1f7a2b10';
    const user = renderPanel([
      {
        paymentInstrumentId: savedId,
        maskedNumber: '••••••••••••9188',
        lastFour: '9188',
        balance: 500,
        currency: 'USD',
        expiresAt: null,
      },
    ]);
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/cart/v1/cart/:basketId/paymentInstruments', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(cartReply());
      }),
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Use saved gift card •••• •••• •••• 9188 ($500.00 left)',
      }),
    );
    await expect
      .poll(() => sent)
      .toEqual([{ payment_method_id: 'GIFT_CARD', payment_instrument_id: savedId }]);
  });
});
