import { useDialogStore, type DialogId } from '@/stores/dialog-store';

/**
 * Closes a dialog and gives focus back to whatever opened it at once, rather than once the
 * dialog has gone. Call it before opening the dialog that takes this one's place: that dialog
 * then records the same opener as where focus returns, instead of a button inside the closing
 * dialog that is about to be removed.
 */
export function closeDialogToOpener(id: DialogId): void {
  const { stack, closeDialog } = useDialogStore.getState();
  const opener = stack.find((entry) => entry.id === id)?.returnFocusTo;
  closeDialog(id);
  opener?.focus();
}
