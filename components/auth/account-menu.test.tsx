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
  it('offers a guest the sign-in page, opened as a dialog once the page is interactive', async () => {
    renderWithIntl(<AccountMenu locale="en-us" />);
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    // Before the page's scripts run, a tap follows the link.
    expect(signIn).toHaveAttribute('href', '/en-us/sign-in');
    await userEvent.setup().click(signIn);
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
