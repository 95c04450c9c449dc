import { create } from 'zustand';

/** Every dialog or panel the storefront can open (spec 000 section 2). */
export const dialogIds = [
  'addCard',
  'addGiftCard',
  'addGiftOption',
  'askQuestion',
  'askQuestionSuccess',
  'cancelOrder',
  'changeShippingMethod',
  'changeStoreConfirmation',
  'collectionPoint',
  'employeeTerms',
  'eventSignUp',
  'forgotPassword',
  'interests',
  'bnplInfo',
  'locationConfirmation',
  'loyaltySignUp',
  'miniCart',
  'pickupInStore',
  'priceAdjustment',
  'quickShop',
  'removePaymentMethod',
  'reviewUserContent',
  'signIn',
  'signInConfirmation',
  'signUp',
  'sizeChart',
  'storeChanged',
  'storeStock',
  'threeDSecure',
  'tillCustomer',
  'welcome',
] as const;
export type DialogId = (typeof dialogIds)[number];

/**
 * Payload types per dialog. It starts empty so that each feature declares its own dialog's
 * payload next to that dialog, by module augmentation, instead of every feature editing this file:
 *
 *   declare module '@/stores/dialog-store' {
 *     interface DialogPayloads { quickShop: { productId: string } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation, see above
export interface DialogPayloads {}

/** A declared payload, or an optional loose record for dialogs that have not declared one. */
export type DialogPayload<Id extends DialogId> = Id extends keyof DialogPayloads
  ? DialogPayloads[Id]
  : Record<string, unknown> | undefined;

/** The payload argument is optional only when the dialog's payload type admits `undefined`. */
type PayloadArgs<Id extends DialogId> =
  undefined extends DialogPayload<Id>
    ? [payload?: DialogPayload<Id>]
    : [payload: DialogPayload<Id>];

export interface OpenDialog {
  id: DialogId;
  payload: unknown;
  /** What had focus when the dialog was opened; focus goes back there when it closes. */
  returnFocusTo: HTMLElement | null;
  /** The dialog on top when this one opened: the one its opener belongs to. */
  openedFrom: DialogId | null;
}

interface DialogState {
  /** Open dialogs, bottom first: the last entry is the one on top. */
  stack: OpenDialog[];
  openDialog: <Id extends DialogId>(id: Id, ...args: PayloadArgs<Id>) => void;
  closeDialog: (id: DialogId) => void;
  closeAll: () => void;
  isOpen: (id: DialogId) => boolean;
}

// Captured when the store is asked to open a dialog rather than when the dialog mounts, because by
// then an autofocused field inside the dialog may already have taken focus.
function currentlyFocused(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export const useDialogStore = create<DialogState>()((set, get) => ({
  stack: [],
  openDialog: (id, ...[payload]) =>
    set((state) => {
      // A dialog is either open or closed (spec 000 section 4): opening one that is already open
      // brings it to the top with the new payload instead of stacking a second copy.
      const existing = state.stack.find((entry) => entry.id === id);
      const rest = state.stack.filter((entry) => entry.id !== id);
      const returnFocusTo = existing ? existing.returnFocusTo : currentlyFocused();
      const openedFrom = existing ? existing.openedFrom : (rest.at(-1)?.id ?? null);
      return { stack: [...rest, { id, payload, returnFocusTo, openedFrom }] };
    }),
  closeDialog: (id) =>
    set((state) => {
      const closing = state.stack.find((entry) => entry.id === id);
      if (!closing) return state;
      // A dialog closing under the ones opened from it (quick shop under the mini cart it
      // opened) hands them its own opener, so focus never returns into a removed panel.
      const stack = state.stack
        .filter((entry) => entry.id !== id)
        .map((entry) =>
          entry.openedFrom === id
            ? { ...entry, returnFocusTo: closing.returnFocusTo, openedFrom: closing.openedFrom }
            : entry,
        );
      return { stack };
    }),
  closeAll: () => set({ stack: [] }),
  isOpen: (id) => get().stack.some((entry) => entry.id === id),
}));
