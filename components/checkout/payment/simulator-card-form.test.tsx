import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentDraft } from '@/lib/checkout/payment-draft';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import type { CardFormHandle } from './card-form-handle';
import { SimulatorCardForm } from './simulator-card-form';

const now = () => new Date(Date.UTC(2026, 10, 22));

function renderForm() {
  const ref = createRef<CardFormHandle>();
  renderWithIntl(<SimulatorCardForm ref={ref} canSaveCard={false} now={now} />);
  // The form re-renders with its errors as it answers, so the call runs inside act.
  const collect = async (): Promise<PaymentDraft | null> => {
    let draft: PaymentDraft | null = null;
    await act(async () => {
      draft = (await ref.current?.collect()) ?? null;
    });
    return draft;
  };
  return { collect, user: userEvent.setup() };
}

const number = () => screen.getByLabelText('Card number');
const expiry = () => screen.getByLabelText('Expiry date (MM/YY)');
const cvc = () => screen.getByLabelText('Security code');
const holder = () => screen.getByLabelText('Name on card');

describe('SimulatorCardForm', () => {
  it('marks every empty field and focuses the first', async () => {
    const { collect } = renderForm();
    expect(await collect()).toBeNull();
    expect(number()).toHaveAccessibleDescription('Enter the card number.');
    expect(expiry()).toHaveAccessibleDescription('Enter the expiry date.');
    expect(cvc()).toHaveAccessibleDescription('Enter the security code.');
    expect(holder()).toHaveAccessibleDescription('Enter the name on the card.');
    expect(number()).toHaveFocus();
  });

  it('refuses a number failing the Luhn check and an expired card (FE309)', async () => {
    const { collect, user } = renderForm();
    await user.type(number(), '4111111111111112');
    await user.type(expiry(), '1026');
    await user.type(cvc(), '737');
    await user.type(holder(), 'Ada Lovelace');
    expect(await collect()).toBeNull();
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(number()).toHaveAccessibleDescription('This card number is not valid.');
    expect(expiry()).toHaveAccessibleDescription(
      'The expiry date is not valid or the card has expired.',
    );
  });

  it('lays out what is typed and hands back the card as the simulator takes it', async () => {
    const { collect, user } = renderForm();
    await user.type(number(), '4111111111111111');
    expect(number()).toHaveValue('4111 1111 1111 1111');
    await user.type(expiry(), '0330');
    expect(expiry()).toHaveValue('03/30');
    await user.type(cvc(), '737');
    await user.type(holder(), 'Ada Lovelace');
    expect(await collect()).toMatchObject({
      kind: 'card',
      lastFour: '1111',
      additionalData: {
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
        holderName: 'Ada Lovelace',
      },
    });
  });
});
