import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { profileReply } from '@/mocks/auth-handlers';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { AccountMenu } from './account-menu';

beforeEach(() => {
  useAuthStore.getState().signedOut();
  useDialogStore.setState({ stack: [] });
});

describe('AccountMenu', () => {
  it('offers a guest a button that opens the sign-in dialog', async () => {
    renderWithIntl(<AccountMenu locale="en-us" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useDialogStore.getState().isOpen('signIn')).toBe(true);
  });

  it('greets a signed-in shopper by first name, linking to the account', () => {
    useAuthStore.getState().profileLoaded(profileReply());
    renderWithIntl(<AccountMenu locale="fr-fr" />, { locale: 'fr-fr' });
    expect(screen.getByRole('link', { name: 'Bonjour, Ada' })).toHaveAttribute(
      'href',
      '/fr-fr/account',
    );
  });
});
