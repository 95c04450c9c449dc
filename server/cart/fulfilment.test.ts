import { describe, expect, it } from 'vitest';
import { flashTypes } from '@/lib/contracts/cart';
import { decideFulfilment, type FulfilmentInput } from './fulfilment';
import type { StoreFacts } from './line-facts';

const line: FulfilmentInput['line'] = {
  fulfilment: 'standard',
  qty: 2,
  isDigital: false,
  isReservable: false,
  onlineStock: 10,
  recipeId: null,
  precreatedCustomsCode: null,
};
const store: StoreFacts = {
  id: 'US001',
  name: 'New York',
  offersPickup: true,
  offersShipToStore: true,
  isCollectionPoint: false,
  stock: 5,
};
const decide = (
  overrides: Partial<FulfilmentInput['line']>,
  s: Partial<StoreFacts> | null,
  fav: StoreFacts | null = null,
) =>
  decideFulfilment({
    line: { ...line, ...overrides },
    store: s ? { ...store, ...s } : null,
    favStore: fav,
  });

describe('decideFulfilment', () => {
  it('keeps a method that still works', () => {
    expect(decide({ fulfilment: 'pickup' }, {})).toEqual({
      method: 'pickup',
      storeId: 'US001',
      transition: null,
    });
    expect(decide({ fulfilment: 'sts' }, {})).toEqual({
      method: 'sts',
      storeId: 'US001',
      transition: null,
    });
    expect(decide({}, null)).toEqual({ method: 'standard', storeId: null, transition: null });
  });

  it('reports every transition of spec 000 section 4', () => {
    expect(decide({ fulfilment: 'pickup' }, { stock: 1 }).transition).toBe(
      flashTypes.pickupToStore,
    );
    expect(decide({ fulfilment: 'pickup' }, { stock: 0, offersShipToStore: false })).toEqual({
      method: 'standard',
      storeId: null,
      transition: flashTypes.pickupToHome,
    });
    expect(decide({ fulfilment: 'sts', onlineStock: 0 }, {})).toEqual({
      method: 'pickup',
      storeId: 'US001',
      transition: flashTypes.storeToPickup,
    });
    expect(
      decide({ fulfilment: 'sts' }, { offersShipToStore: false, offersPickup: false }).transition,
    ).toBe(flashTypes.storeToHome);
    expect(decide({ fulfilment: 'pudo' }, { isCollectionPoint: false }).transition).toBe(
      flashTypes.storeToHome,
    );
    expect(decide({ onlineStock: 1 }, null, store)).toEqual({
      method: 'pickup',
      storeId: 'US001',
      transition: flashTypes.homeToPickup,
    });
  });

  it('leaves a line nothing can serve as it is, for the stock check to handle', () => {
    expect(decide({ fulfilment: 'pickup', onlineStock: 0 }, { stock: 0 }).transition).toBeNull();
    expect(decide({ onlineStock: 0 }, null, { ...store, stock: 1 }).transition).toBeNull();
  });

  it('always sends digital goods by email and customised goods on their own shipment', () => {
    expect(decide({ isDigital: true, fulfilment: 'pickup' }, {}).method).toBe('digital');
    expect(decide({ recipeId: 'R-1' }, null).method).toBe('customs');
  });
});
