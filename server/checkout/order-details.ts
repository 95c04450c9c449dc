import { eq, inArray } from 'drizzle-orm';
import { addressSchema } from '@/lib/contracts/address';
import { type OrderItem, type OrderShipment } from '@/lib/contracts/checkout';
import { toMajor } from '@/lib/format/money';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { sizeLabel } from '@/lib/product/shoe-sizes';
import { serviceLabel } from '../cart/delivery-copy';
import { localize } from '../catalog/localize';
import { variantColorway } from '../catalog/variant-colorway';
import type { Database } from '../db/client';
import { orderItems, productColors, products, stores, variants, type OrderRow } from '../db/schema';

/**
 * The order's lines with the colour, size and image their variant has in the catalogue (the
 * order keeps the name and prices it was placed with), in the order's language.
 */
export async function orderItemsOf(
  db: Database,
  order: Pick<OrderRow, 'orderNumber'>,
  locale: Locale,
): Promise<OrderItem[]> {
  const rows = await db
    .select({
      item: orderItems,
      size: variants.size,
      productType: products.productType,
      colorCode: variants.colorCode,
      colorLabel: productColors.label,
      images: productColors.images,
    })
    .from(orderItems)
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .leftJoin(productColors, variantColorway)
    .where(eq(orderItems.orderNumber, order.orderNumber))
    .orderBy(orderItems.id);
  const { sizeSystem } = settingsFor(locale);
  return rows.map(({ item, size, productType, colorCode, colorLabel, images }) => ({
    itemId: item.id,
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    color: colorLabel ? localize(colorLabel, locale) : colorCode,
    size: size && productType ? sizeLabel(productType, size, sizeSystem) : size,
    imageUrl: images?.[0] ?? null,
    qty: item.qty,
    price: toMajor(item.unitPriceMinor),
    rowSubtotal: toMajor(item.unitPriceMinor * item.qty),
    rowTotal: toMajor(item.rowTotalMinor),
    shippingMethod: item.shippingMethod,
    storeId: item.storeId,
  }));
}

/** The postal address alone: the cart's own carries its customs shipment and context too. */
const shipmentAddressSchema = addressSchema.nullable().catch(null);

/**
 * The order's shipments: home deliveries with their address, store ones with the store's
 * name and address; method names in the order's language.
 */
export async function orderShipmentsOf(
  db: Database,
  order: Pick<OrderRow, 'shipments'>,
  locale: Locale,
): Promise<OrderShipment[]> {
  const storeIds = order.shipments.flatMap(({ storeId }) => (storeId === null ? [] : [storeId]));
  const storeRows =
    storeIds.length === 0
      ? []
      : await db
          .select({
            id: stores.id,
            name: stores.name,
            addressLine1: stores.addressLine1,
            city: stores.city,
            province: stores.province,
            postalCode: stores.postalCode,
            countryCode: stores.countryCode,
          })
          .from(stores)
          .where(inArray(stores.id, storeIds));
  const storeOf = new Map(
    storeRows.map(({ id, province, ...store }) => [id, { ...store, province: province ?? '' }]),
  );
  return order.shipments.map(({ shipmentId, shippingMethod: method, storeId, address }) => ({
    shipmentId,
    shippingMethod: {
      code: method.code,
      // Store shipments were recorded by code; home ones with their label already.
      label: storeId ? serviceLabel(method.code, locale) : method.label,
      price: toMajor(method.priceMinor),
    },
    storeId,
    store: (storeId && storeOf.get(storeId)) || null,
    address: shipmentAddressSchema.parse(address),
  }));
}
