'use client';

import type { AddressFormValues } from '@/lib/contracts/address';
import { addressFields } from '@/lib/contracts/address-values';

const STORAGE_KEY = 'stride-shipping-draft';

/**
 * What the shopper has typed into the shipping form, kept in this tab's session storage for
 * this bag so a reload does not wipe it. Addresses only: card details are never stored
 * (stores/payment-draft-store.ts). Cleared once the order is placed.
 */
export const shippingDraft = {
  read(basketId: string): AddressFormValues | null {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
      if (!isRecord(stored) || stored.basketId !== basketId || !isRecord(stored.values)) {
        return null;
      }
      const values = stored.values;
      return Object.fromEntries(
        addressFields.map((field) => [
          field,
          typeof values[field] === 'string' ? values[field] : '',
        ]),
      ) as unknown as AddressFormValues;
    } catch {
      return null;
    }
  },
  save(basketId: string, values: Partial<AddressFormValues>): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ basketId, values }));
    } catch {
      // Storage full or refused (private mode): the draft is a convenience, typing goes on.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // As above.
    }
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
