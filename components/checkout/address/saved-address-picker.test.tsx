import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { savedAddress } from '@/tests/support/saved-address';
import { SavedAddressPicker, type AddressChoice } from './saved-address-picker';

function Picker() {
  const [choice, setChoice] = useState<AddressChoice>('a1');
  return (
    <>
      <SavedAddressPicker
        addresses={[
          savedAddress({ id: 'a1', main: true }),
          savedAddress({ id: 'a2', addressLine1: '2 Park Avenue' }),
        ]}
        choice={choice}
        onChoose={setChoice}
      />
      <output>{choice}</output>
    </>
  );
}

describe('SavedAddressPicker', () => {
  it('offers each saved address and a new one, chosen with the arrow keys', async () => {
    render(
      <NextIntlClientProvider locale="en-us" messages={en} timeZone="UTC">
        <Picker />
      </NextIntlClientProvider>,
    );
    const group = screen.getByRole('group', { name: 'Saved addresses' });
    expect(group).toBeVisible();
    const main = screen.getByRole('radio', { name: /350 Fifth Avenue.*Main address/ });
    expect(main).toBeChecked();

    const user = userEvent.setup();
    await user.tab();
    expect(main).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /2 Park Avenue/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'A new address' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('new');
  });
});
