/**
 * The one purchase control a product offers, shared by the quick-shop footer and the product
 * page. The spec's order, highest first:
 *   1. notify me: notify me is enabled and the chosen variant is out of stock with notifyMe;
 *   2. out of stock (shown disabled);
 *   3. sign in to buy: a presale product and a visitor who is not signed in;
 *   4. update in cart: opened from a cart line (a cart-item context);
 *   5. add to cart.
 * Coming-soon products hide add to cart (and so update in cart): `hidden`. Notify me and out
 * of stock still rank above it, so a launch the shopper missed can still be followed.
 */
export type PurchaseAction =
  'notifyMe' | 'outOfStock' | 'hidden' | 'signInToBuy' | 'updateInCart' | 'addToCart';

/** Stock of the chosen variant; `unknown` before a size is chosen or while stock loads. */
export type VariantStock = 'InStock' | 'OutOfStock' | 'unknown';

export interface PurchaseActionInput {
  stock: VariantStock;
  /** The chosen variant offers a back-in-stock email. */
  variantNotifyMe: boolean;
  /** Where this control lives allows notify me (a feature switch of the quick shop). */
  notifyMeEnabled: boolean;
  presale: boolean;
  signedIn: boolean;
  comingSoon: boolean;
  /** Opened with a cart-item context, e.g. "edit" on a cart line. */
  hasCartContext: boolean;
}

export function choosePurchaseAction(input: PurchaseActionInput): PurchaseAction {
  const outOfStock = input.stock === 'OutOfStock';
  if (outOfStock && input.notifyMeEnabled && input.variantNotifyMe) return 'notifyMe';
  if (outOfStock) return 'outOfStock';
  if (input.comingSoon) return 'hidden';
  if (input.presale && !input.signedIn) return 'signInToBuy';
  if (input.hasCartContext) return 'updateInCart';
  return 'addToCart';
}
