'use client';

import { requireBasketId, useCartMutation } from './use-cart-mutation';

/** The bag's order goes to this customer (their account, their points); errors at the dialog. */
export function useAttachCustomer() {
  return useCartMutation<{ consumerId: string }>({
    call: (client, context, body) => client.attachCustomer(requireBasketId(context), body),
    errorLevel: 'input',
  });
}

/** Back to a guest sale. */
export function useDetachCustomer() {
  return useCartMutation<void>({
    call: (client, context) => client.detachCustomer(requireBasketId(context)),
    errorLevel: 'top',
  });
}

/** The customer takes the items now (lines picked up at the session's store) or not. */
export function useSetHandOver() {
  return useCartMutation<{ handOverInStore: boolean }>({
    call: (client, context, body) => client.setHandOver(requireBasketId(context), body),
    optimistic: (cart, { handOverInStore }) => ({
      ...cart,
      tillSale: { ...cart.tillSale, handOverInStore },
    }),
    errorLevel: 'top',
  });
}
