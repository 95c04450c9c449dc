import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { Dialog } from './dialog';

function SignInPage() {
  const openDialog = useDialogStore((state) => state.openDialog);
  return (
    <>
      <button type="button" onClick={() => openDialog('signIn')}>
        Open sign in
      </button>
      <Dialog id="signIn" title="Sign in" description="Use your Stride account">
        <label>
          Email <input type="email" />
        </label>
        <button type="button" onClick={() => openDialog('forgotPassword')}>
          Forgot password?
        </button>
      </Dialog>
      <Dialog id="forgotPassword" title="Reset your password" size="half">
        <button type="button">Send link</button>
      </Dialog>
    </>
  );
}

async function openSignIn() {
  const user = userEvent.setup();
  renderWithIntl(<SignInPage />);
  const opener = screen.getByRole('button', { name: 'Open sign in' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

beforeEach(() => {
  useDialogStore.setState({ stack: [] });
});

describe('Dialog', () => {
  it('renders nothing until its id is opened in the store', () => {
    renderWithIntl(<SignInPage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => useDialogStore.getState().openDialog('signIn'));

    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Use your Stride account');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('adds no second banner landmark beside the page header', async () => {
    const { dialog } = await openSignIn();
    expect(within(dialog).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('moves focus to the first focusable element inside', async () => {
    const { dialog } = await openSignIn();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(dialog).toContainElement(close);
    expect(close).toHaveFocus();
  });

  it('closes on Escape, returns focus to the opener and unmounts after the exit transition', async () => {
    const { user, opener, dialog } = await openSignIn();

    await user.keyboard('{Escape}');

    expect(useDialogStore.getState().isOpen('signIn')).toBe(false);
    expect(opener).toHaveFocus();
    // Still in the document while the 250 ms exit transition runs.
    expect(dialog.parentElement).toHaveAttribute('data-state', 'closed');
    await waitForElementToBeRemoved(dialog);
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    const { user } = await openSignIn();
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const forgot = screen.getByRole('button', { name: 'Forgot password?' });

    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(forgot).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(forgot).toHaveFocus();
  });

  it('closes when the backdrop is clicked', async () => {
    const { user, dialog } = await openSignIn();
    const backdrop = dialog.previousElementSibling;
    if (!backdrop) throw new Error('backdrop not rendered');

    await user.click(backdrop);

    expect(useDialogStore.getState().isOpen('signIn')).toBe(false);
    await waitForElementToBeRemoved(dialog);
  });

  it('stacks dialogs so that Escape closes only the top one', async () => {
    const { user } = await openSignIn();
    const forgot = screen.getByRole('button', { name: 'Forgot password?' });
    await user.click(forgot);
    const top = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(within(top).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(useDialogStore.getState().stack.map((entry) => entry.id)).toEqual(['signIn']);
    expect(forgot).toHaveFocus();
    await waitForElementToBeRemoved(top);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps focus in the top dialog when the one under it closes, then returns it to the page', async () => {
    const { user, opener } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const top = screen.getByRole('dialog', { name: 'Reset your password' });
    const send = within(top).getByRole('button', { name: 'Send link' });
    send.focus();

    // As quick shop closes under the mini cart it opened.
    act(() => useDialogStore.getState().closeDialog('signIn'));
    expect(send).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const { user, dialog } = await openSignIn();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(dialog);
    expect(document.body.style.overflow).toBe('');
  });

  it('passes the payload given to openDialog to render-function children', () => {
    renderWithIntl(
      <Dialog id="quickShop" title="Quick shop">
        {(payload) => <p>Product {String(payload?.productId)}</p>}
      </Dialog>,
    );

    act(() => useDialogStore.getState().openDialog('quickShop', { productId: 'AB123456' }));

    expect(screen.getByText('Product AB123456')).toBeInTheDocument();
  });
});
