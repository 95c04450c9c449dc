/**
 * What other server domains (checkout, orders) use of the cart. Everything here works on a
 * transaction or database handle the caller passes; amounts are minor units unless the
 * function returns the wire Cart.
 *
 * The cart owns the basket: every lookup, creation and change of a basket goes through the
 * functions below. Typical checkout mutation:
 *
 *   const cart = await changeBasket(call, basketId, async (tx, basket) => {
 *     await tx.update(baskets).set({ shippingAddress }).where(eq(baskets.id, basket.id));
 *   });
 *
 * Placing an order: inside withOwnedBasket, `priceBasket(tx, basket.id, {..., checkInventory:
 * true})` gives lines, totals and tax to copy into the order; then `claimCouponRedemptions`
 * (and `releaseCouponRedemptions` when the payment is refused). The basket's status moves only
 * through `markBasketOrdered`, `reopenBasket` and `expireBasket`.
 */
export {
  requireOwnedBasket,
  withOwnedBasket,
  findOpenBasket,
  openNewBasket,
  reopenAsNewBasket,
  ownerOf,
  redeemerKeyOf,
  type BasketWork,
} from './basket-store';
export {
  findBasket,
  addBasketFlash,
  markBasketOrdered,
  reopenBasket,
  expireBasket,
} from './basket-placement';
export { isSameLine } from './same-line';
export { openBasketHasItems } from './basket-summary';
export { basketLocale } from './line-store';
export { expireIdleBaskets } from './expiry';
export {
  priceBasket,
  priceLockedBasket,
  type PricedBasket,
  type PricedLine,
  type PricedShipment,
  type PricedCoupon,
  type PricingOptions,
} from './price-basket';
export { remainingToPayOf, type MinorTotals } from './totals';
export { buildCartReply, changeBasket, type BasketCall } from './cart-reply';
export { toCartResponse, toShippingMethod, type CartExtras } from './cart-response';
export {
  computeTax,
  taxRateFor,
  type TaxInput,
  type TaxLocation,
  type TaxRate,
  type TaxResult,
  type TaxableAmount,
} from './tax';
export { claimCouponRedemptions, releaseCouponRedemptions } from './promotions/redemptions';
export { redeemerOf, type Redeemer } from './promotions/redeemer';
export { cartRoutes } from './routes';
export { resolveCartDependencies, type CartDependencies } from './cart-dependencies';
