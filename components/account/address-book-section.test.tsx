import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressFormFor } from '@/lib/address/form-definitions';
import { savedAddressRequestSchema } from '@/lib/contracts/address-book';
import type { SavedAddress } from '@/lib/contracts/address';
import { errorReply, profileReply, sessionHandler } from '@/mocks/auth-handlers';
import { useProfile } from '@/services/use-session';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { savedAddress } from '@/tests/support/saved-address';
import { AddressBookSection } from './address-book-section';
// The clients load the reply contracts on first use; loaded here, the first replies parse at once.
import '@/lib/contracts/address-book';
import '@/lib/contracts/auth';
import '@/lib/contracts/checkout';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A fake address book: what was sent, and main handed over as the server does. */
function addressBookApi(start: SavedAddress[], { refuse }: { refuse?: Response } = {}) {
  let book = [...start];
  const sent: { method: string; id?: string; body?: unknown }[] = [];
  const setMain = (id: string) => {
    book = book.map((address) => ({ ...address, main: address.id === id }));
  };
  server.use(
    http.get('*/api/cart/v1/addressForms', () =>
      HttpResponse.json({
        forms: [addressFormFor('US', 'en-us')],
        countries: [{ code: 'US', name: 'United States' }],
      }),
    ),
    sessionHandler(() => ({ status: 'active', consumerType: 'REGISTERED' })),
    http.get('*/api/consumers-v3/consumer/profile', () => {
      const profile = profileReply();
      return HttpResponse.json({
        ...profile,
        consumerDetails: { ...profile.consumerDetails, addresses: book },
      });
    }),
    http.post('*/api/consumers-v3/consumer/address', async ({ request }) => {
      const body = savedAddressRequestSchema.parse(await request.json());
      sent.push({ method: 'POST', body });
      if (refuse) return refuse;
      const id = `a${book.length + 1}`;
      book.push(
        savedAddress({ id, addressLine1: body.address.addressLine1, main: book.length === 0 }),
      );
      return HttpResponse.json({ addressId: id }, { status: 201 });
    }),
    http.put('*/api/consumers-v3/consumer/address/:id', async ({ request, params }) => {
      const body = savedAddressRequestSchema.parse(await request.json());
      const id = String(params.id);
      sent.push({ method: 'PUT', id, body });
      if (body.address.main) setMain(id);
      return HttpResponse.json({ addressId: id });
    }),
    http.delete('*/api/consumers-v3/consumer/address/:id', ({ params }) => {
      const id = String(params.id);
      sent.push({ method: 'DELETE', id });
      book = book.filter((address) => address.id !== id);
      return HttpResponse.json({ addressId: id });
    }),
  );
  return sent;
}

function Account() {
  const profile = useProfile();
  if (!profile.data) return null;
  const { addresses = [], email } = profile.data.consumerDetails;
  return <AddressBookSection addresses={addresses} email={email} />;
}

function renderAccount() {
  const { wrapper } = createCommerceWrapper();
  render(<Account />, { wrapper });
  return userEvent.setup();
}

const section = () => screen.findByRole('region', { name: 'Your addresses' });

describe('Address book in the account', () => {
  it('adds an address with the keyboard and lists it as the main shipping address', async () => {
    const sent = addressBookApi([]);
    const user = renderAccount();
    const book = await section();
    expect(within(book).getByText('You have no saved addresses yet.')).toBeVisible();

    await user.click(within(book).getByRole('button', { name: 'Add an address' }));
    await user.type(within(book).getByLabelText('First name'), 'Alex');
    await user.type(within(book).getByLabelText('Last name'), 'Runner');
    await user.type(within(book).getByLabelText('Address'), '350 Fifth Avenue');
    await user.type(within(book).getByLabelText('City'), 'New York');
    await user.selectOptions(within(book).getByLabelText('State or province'), 'NY');
    await user.type(within(book).getByLabelText('Postal code'), '10118');
    await user.type(within(book).getByLabelText('Phone (+1)'), '2127363100');
    await user.type(within(book).getByLabelText('Phone (+1)'), '{Enter}');

    expect(await within(book).findByText('Address saved.')).toBeVisible();
    expect(await within(book).findByText('Shipping address · Main address')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          address: expect.objectContaining({
            approachType: 'S',
            main: false,
            addressLine1: '350 Fifth Avenue',
            postalCode: '10118',
            countryCode: 'US',
            phoneCode: '1',
          }),
        },
      },
    ]);
  });

  it('makes another address main and deletes one', async () => {
    const sent = addressBookApi([
      savedAddress({ id: 'a1', main: true }),
      savedAddress({ id: 'a2', addressLine1: '2 Park Avenue' }),
    ]);
    const user = renderAccount();
    const book = await section();

    await user.click(
      await within(book).findByRole('button', {
        name: 'Make 2 Park Avenue, New York the main address',
      }),
    );
    expect(await within(book).findByText('Main address changed.')).toBeVisible();
    expect(
      await within(book).findByRole('button', {
        name: 'Make 350 Fifth Avenue, New York the main address',
      }),
    ).toBeVisible();
    expect(sent[0]).toMatchObject({ method: 'PUT', id: 'a2', body: { address: { main: true } } });

    await user.click(
      within(book).getByRole('button', { name: 'Delete 350 Fifth Avenue, New York' }),
    );
    expect(await within(book).findByText('Address deleted.')).toBeVisible();
    expect(within(book).queryByText('350 Fifth Avenue')).toBeNull();
    // The deleted row's button is gone: focus lands on the section's heading.
    expect(within(book).getByRole('heading', { name: 'Your addresses' })).toHaveFocus();
    expect(sent[1]).toEqual({ method: 'DELETE', id: 'a1' });
  });

  it('shows an address the account already holds as an alert', async () => {
    addressBookApi([savedAddress({ id: 'a1', main: true })], {
      refuse: errorReply(409, 'CCA400', 'This address already exists.'),
    });
    const user = renderAccount();
    const book = await section();
    await user.click(
      await within(book).findByRole('button', { name: 'Edit 350 Fifth Avenue, New York' }),
    );
    expect(within(book).getByRole('radio', { name: 'Shipping address' })).toHaveFocus();
    await user.click(within(book).getByRole('button', { name: 'Cancel' }));
    expect(within(book).getByRole('heading', { name: 'Your addresses' })).toHaveFocus();
    await user.click(within(book).getByRole('button', { name: 'Add an address' }));
    await user.type(within(book).getByLabelText('First name'), 'Alex');
    await user.type(within(book).getByLabelText('Last name'), 'Runner');
    await user.type(within(book).getByLabelText('Address'), '350 Fifth Avenue');
    await user.type(within(book).getByLabelText('City'), 'New York');
    await user.selectOptions(within(book).getByLabelText('State or province'), 'NY');
    await user.type(within(book).getByLabelText('Postal code'), '10118');
    await user.type(within(book).getByLabelText('Phone (+1)'), '2127363100');
    await user.click(within(book).getByRole('button', { name: 'Save address' }));
    expect(await within(book).findByRole('alert')).toHaveTextContent(
      'This address is already saved.',
    );
  });
});
