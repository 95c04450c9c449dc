import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { AfterDialogOpened } from './after-dialog-opened';
import { Dialog } from './dialog';

function Page() {
  const openDialog = useDialogStore((state) => state.openDialog);
  return (
    <>
      <button type="button" onClick={() => openDialog('sizeChart', { productType: 'shoes' })}>
        Size chart
      </button>
      <AfterDialogOpened ids={['sizeChart']}>
        <p>Loaded</p>
        <Dialog id="sizeChart" title="Size chart">
          <button type="button">Centimetres</button>
        </Dialog>
      </AfterDialogOpened>
    </>
  );
}

beforeEach(() => {
  useDialogStore.setState({ stack: [] });
});

describe('AfterDialogOpened', () => {
  it('mounts a dialog when first opened, moves focus into it and keeps it mounted', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    expect(screen.queryByText('Loaded')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Size chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Size chart' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    act(() => useDialogStore.getState().closeDialog('sizeChart'));
    expect(screen.getByText('Loaded')).toBeInTheDocument();
  });
});
