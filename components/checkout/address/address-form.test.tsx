import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addressFormFor, type ShippingCountry } from '@/lib/address/form-definitions';
import { emptyAddressValues } from '@/lib/checkout/address-form-model';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { AddressForm } from './address-form';

function renderForm(country: ShippingCountry, locale: Locale, kind: 'shipping' | 'billing') {
  const form = addressFormFor(country, locale);
  const onSubmit = vi.fn();
  renderWithIntl(
    <AddressForm
      form={form}
      countryName={country}
      region={country === 'US' || country === 'CA' ? 'NORA' : 'EMEA'}
      defaultValues={emptyAddressValues(form)}
      showEmail={kind === 'shipping'}
      kind={kind}
      onSubmit={onSubmit}
    >
      <button type="submit">Continue</button>
    </AddressForm>,
    { locale },
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('AddressForm', () => {
  it('offers the US states as a required select and names an empty phone as SHP410', async () => {
    const { onSubmit, user } = renderForm('US', 'en-us', 'shipping');
    const state = screen.getByRole('combobox', { name: 'State or province' });
    expect(screen.getByRole('option', { name: 'Illinois' })).toHaveValue('IL');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(state).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Phone (+1)')).toHaveAccessibleDescription(
      'Enter a phone number so the carrier can reach you.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('names an empty billing phone as BILL410 and asks no email on billing', async () => {
    const { user } = renderForm('US', 'en-us', 'billing');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Phone (+1)')).toHaveAccessibleDescription(
      'Enter the billing phone number.',
    );
  });

  it('masks the phone per country and submits a complete French address', async () => {
    const { onSubmit, user } = renderForm('FR', 'fr-fr', 'shipping');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Prénom'), 'Ada');
    await user.type(screen.getByLabelText('Nom'), 'Lovelace');
    await user.type(screen.getByLabelText('Adresse'), '1 rue de Rivoli');
    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.type(screen.getByLabelText('Code postal'), '7500');
    const phone = screen.getByLabelText('Téléphone (+33)');
    await user.type(phone, '612345678');
    expect(phone).toHaveValue('6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(
      /exactement 5 caractères/,
    );
    await user.type(screen.getByLabelText('Code postal'), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ postalCode: '75001', phone: '6 12 34 56 78', country: 'FR' }),
      expect.anything(),
    );
  });
});
