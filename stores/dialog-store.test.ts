import { afterEach, describe, expect, it } from 'vitest';
import { useDialogStore } from './dialog-store';

const { openDialog, closeDialog, closeAll, isOpen } = useDialogStore.getState();
const openIds = () => useDialogStore.getState().stack.map((entry) => entry.id);

afterEach(() => {
  closeAll();
  document.body.innerHTML = '';
});

describe('dialog store', () => {
  it('opens and closes a dialog by id', () => {
    openDialog('signIn');
    expect(isOpen('signIn')).toBe(true);
    expect(isOpen('signUp')).toBe(false);

    closeDialog('signIn');
    expect(isOpen('signIn')).toBe(false);
  });

  it('keeps the opening order, the newest dialog on top', () => {
    openDialog('quickShop', { productId: 'AB123456' });
    openDialog('miniCart');
    expect(openIds()).toEqual(['quickShop', 'miniCart']);

    closeDialog('miniCart');
    expect(openIds()).toEqual(['quickShop']);
  });

  it('moves an already open dialog to the top with its new payload instead of duplicating it', () => {
    openDialog('quickShop', { productId: 'AB123456' });
    openDialog('miniCart');
    openDialog('quickShop', { productId: 'CD654321' });

    const { stack } = useDialogStore.getState();
    expect(openIds()).toEqual(['miniCart', 'quickShop']);
    expect(stack.at(-1)?.payload).toEqual({ productId: 'CD654321' });
  });

  it('remembers the element that had focus when the dialog was opened', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();

    openDialog('welcome');
    document.body.focus();
    openDialog('welcome');

    expect(useDialogStore.getState().stack[0]?.returnFocusTo).toBe(opener);
  });

  it('hands the opener of a dialog closing underneath to the dialog opened from it', () => {
    const card = document.createElement('button');
    const add = document.createElement('button');
    document.body.append(card, add);
    card.focus();
    openDialog('quickShop', { productId: 'AB123456' });
    add.focus();
    openDialog('miniCart');

    closeDialog('quickShop');

    expect(useDialogStore.getState().stack).toMatchObject([
      { id: 'miniCart', returnFocusTo: card, openedFrom: null },
    ]);
  });

  it('closes every dialog at once', () => {
    openDialog('signIn');
    openDialog('forgotPassword');
    closeAll();
    expect(openIds()).toEqual([]);
  });
});
