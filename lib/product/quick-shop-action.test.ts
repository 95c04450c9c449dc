import { describe, expect, it } from 'vitest';
import { choosePurchaseAction, type PurchaseActionInput } from './quick-shop-action';

const base: PurchaseActionInput = {
  stock: 'InStock',
  variantNotifyMe: true,
  notifyMeEnabled: true,
  presale: false,
  signedIn: false,
  comingSoon: false,
  hasCartContext: false,
};
const action = (change: Partial<PurchaseActionInput>) =>
  choosePurchaseAction({ ...base, ...change });

describe('choosePurchaseAction (spec 002 section 4 precedence)', () => {
  it('adds to cart by default, also while no size is chosen yet', () => {
    expect(action({})).toBe('addToCart');
    expect(action({ stock: 'unknown' })).toBe('addToCart');
  });

  it('offers notify me for an out-of-stock variant with notifyMe, above everything else', () => {
    expect(
      action({
        stock: 'OutOfStock',
        presale: true,
        comingSoon: true,
        hasCartContext: true,
      }),
    ).toBe('notifyMe');
  });

  it('says out of stock when notify me is switched off or the variant has none', () => {
    expect(action({ stock: 'OutOfStock', notifyMeEnabled: false })).toBe('outOfStock');
    expect(action({ stock: 'OutOfStock', variantNotifyMe: false })).toBe('outOfStock');
    expect(
      action({ stock: 'OutOfStock', variantNotifyMe: false, presale: true, hasCartContext: true }),
    ).toBe('outOfStock');
  });

  it('asks a visitor to sign in to buy a presale product, above update in cart', () => {
    expect(action({ presale: true })).toBe('signInToBuy');
    expect(action({ presale: true, hasCartContext: true })).toBe('signInToBuy');
  });

  it('lets a signed-in shopper buy a presale product', () => {
    expect(action({ presale: true, signedIn: true })).toBe('addToCart');
  });

  it('updates the cart line when opened with a cart-item context', () => {
    expect(action({ hasCartContext: true })).toBe('updateInCart');
    expect(action({ hasCartContext: true, presale: true, signedIn: true })).toBe('updateInCart');
  });

  it('hides add to cart and update in cart for coming-soon products', () => {
    expect(action({ comingSoon: true })).toBe('hidden');
    expect(action({ comingSoon: true, hasCartContext: true })).toBe('hidden');
    expect(action({ comingSoon: true, presale: true })).toBe('hidden');
  });
});
