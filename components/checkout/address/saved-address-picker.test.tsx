import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@/lib/contracts/saved-address';
import en from '@/messages/en.json';
import { SavedAddressPicker, type AddressChoice } from './saved-address-picker';

const address = (id: string, addressLine1: string, main: boolean): SavedAddress => ({
  id,
  approachType: 'S',
  main,
  firstName: 'Alex',
  lastName: 'Runner',
  addressLine1,
  addressLine2: '',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  country: 'United States',
  countryCode: 'US',
  phone: '+12127363100',
  phoneCode: '1',
});

function Picker() {
  const [choice, setChoice] = useState<AddressChoice>('a1');
  return (
    <>
      <SavedAddressPicker
        addresses={[address('a1', '350 Fifth Avenue', true), address('a2', '2 Park Avenue', false)]}
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
