import { eq } from 'drizzle-orm';
import type { AddressInput } from '@/lib/contracts/address';
import type { ApiCall } from '../../auth/testing/auth-test-kit';
import {
  cartClient,
  localeHeaders,
  signedInShopper,
  variantOf,
  type Shopper,
} from '../../cart/testing/cart-test-kit';
import { setOnlineStock } from '../../cart/testing/catalog-facts';
import {
  AUTHORISED_CARD,
  checkoutClient,
  testCard,
  usAddress,
} from '../../checkout/testing/checkout-test-kit';
import type { Database } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { SEED_IDS } from '../../db/seed/fixtures';

const DAY = 24 * 60 * 60 * 1000;

export const londonAddress: AddressInput = {
  ...usAddress,
  countryCode: 'GB',
  province: '',
  city: 'London',
  postalCode: 'SW1A 1AA',
  phone: '07700 900123',
  phoneCode: '44',
};

/** A signed-in shopper of the US store, or of the UK one with `market: 'gb'`. */
export async function shopperOf(
  call: ApiCall,
  db: Database,
  market: 'us' | 'gb' = 'us',
): Promise<Shopper & { consumerId: string }> {
  const shopper = await signedInShopper(call, db);
  return market === 'gb' ? { ...shopper, headers: localeHeaders('en_GB', 'EMEA') } : shopper;
}

/**
 * An order placed through checkout (a seeded shoe, `qty` of it, paid by card) and marked placed
 * at `placedAt`, as the order lifecycle does once payment settles.
 */
export async function placedOrder(
  call: ApiCall,
  db: Database,
  shopper: Shopper,
  {
    qty = 2,
    placedAt,
    address = usAddress,
  }: { qty?: number; placedAt: Date; address?: AddressInput },
): Promise<string> {
  const variant = await variantOf(db, SEED_IDS.regularShoe);
  // Every test's orders take the same shoe: enough of it for all of them.
  await setOnlineStock(db, variant, 1000);
  const { basketId } = await cartClient(call, shopper).create();
  await cartClient(call, shopper).add(basketId, variant, { qty });
  const checkout = checkoutClient(call, shopper);
  await checkout.shipTo(basketId, address);
  await checkout.billSameAsShipping(basketId);
  const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
  await db
    .update(orders)
    .set({ placedAt, status: 'Processing' })
    .where(eq(orders.orderNumber, placed.orderNumber));
  return placed.orderNumber;
}

/** Records the order's delivery `daysAgo` days before `now`, as the OMS or the simulator would. */
export async function deliver(db: Database, orderNumber: string, now: Date, daysAgo: number) {
  await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.orderNumber, orderNumber));
  await db.insert(orderEvents).values({
    orderNumber,
    status: 'Delivered',
    source: 'simulator',
    occurredAt: new Date(now.getTime() - daysAgo * DAY),
  });
}
