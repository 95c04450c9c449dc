import { eq } from 'drizzle-orm';
import type { ShipmentId } from '@/lib/contracts/address';
import { countryOf, type Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { type BasketRow, baskets } from '../db/schema';
import { ApiError } from '../http/api-error';
import { deliveryAddressOf } from './delivery-address';
import { applicableServices, type DeliveryService } from './delivery-services';
import { basketLocale } from './line-store';

/** The delivery services a shipment of this basket can use now, earliest first. */
export function servicesFor(basket: BasketRow, shippingId: ShipmentId): DeliveryService[] {
  const country = countryOf(basketLocale(basket));
  return applicableServices(
    shippingId,
    country,
    basket.currency as Currency,
    deliveryAddressOf(basket.shippingAddress, country),
  );
}

/** POST /cart/v1/shippingMethod: SHP404 for a service the shipment cannot use. */
export async function chooseShippingMethod(
  db: Database,
  basket: BasketRow,
  shippingId: ShipmentId,
  code: string,
): Promise<void> {
  if (!servicesFor(basket, shippingId).some((service) => service.code === code)) {
    throw new ApiError('SHP404', 'This delivery method is unavailable.', { field: 'code' });
  }
  await db
    .update(baskets)
    .set({ shipmentMethods: { ...basket.shipmentMethods, [shippingId]: code } })
    .where(eq(baskets.id, basket.id));
}
