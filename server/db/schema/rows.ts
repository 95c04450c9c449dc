import type { basketItems, baskets } from './baskets';
import type { consumers } from './consumers';
import type { orders, payments } from './orders';

/** Rows as the database returns them, named once for every domain that reads them. */
export type BasketRow = typeof baskets.$inferSelect;
export type BasketItemRow = typeof basketItems.$inferSelect;
export type ConsumerRow = typeof consumers.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
