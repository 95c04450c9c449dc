import { z } from 'zod';
import {
  approachTypes,
  postalFieldLimits,
  postalFields,
  shipmentIds,
  shippingAddressContexts,
  type PostalField,
} from './address-values';

/**
 * The address, once. Every variant below is derived from the postal fields here: what the cart
 * and orders store, the consumer's saved address, what the address calls take, Apple Pay's
 * partial contact and the address form's values. docs/architecture.md, "The address".
 */

export {
  addressFields,
  approachTypes,
  ownShippingAddressOf,
  postalFields,
  postalPartOf,
  shipmentIds,
  shippingAddressContexts,
  type ApproachType,
  type PostalField,
  type ShipmentId,
  type ShippingAddressContext,
} from './address-values';

function postalShape<T extends z.ZodType>(field: (maxLength: number) => T): Record<PostalField, T> {
  return Object.fromEntries(
    postalFields.map((name) => [name, field(postalFieldLimits[name])]),
  ) as Record<PostalField, T>;
}

const subscriptionsSchema = z.object({ newsletterConsent: z.boolean() });

/** A stored address as the cart, orders and replies show it: phone international (`+15551234567`). */
export const addressSchema = z.object({
  addressId: z.string().optional(),
  shippingId: z.enum(shipmentIds).optional(),
  ...postalShape(() => z.string()),
  /** The country's name in English, e.g. "United States". */
  country: z.string(),
  countryCode: z.string().length(2),
  email: z.string(),
  phone: z.string(),
  phoneCode: z.string(),
  subscriptions: subscriptionsSchema.optional(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A saved address as the profile lists it: a stored address with its id, type and main flag,
 * and no email (the consumer's own).
 */
export const savedAddressSchema = addressSchema
  .omit({ addressId: true, shippingId: true, email: true, subscriptions: true })
  .extend({ id: z.string(), approachType: z.enum(approachTypes), main: z.boolean() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'CHK380: Choose a country.')
  .toUpperCase();

/**
 * An address as the checkout form sends it. `phone` is the national number as typed (mask
 * allowed) and `phoneCode` its dial code without the plus; the server applies the country's
 * form definition (lib/address) and stores the phone in international form. Field rule failures
 * answer CHK380 naming the field; an empty phone SHP410 (shipping) or BILL410 (billing).
 */
export const addressInputSchema = z.object({
  addressId: z.string().max(64).optional(),
  ...postalShape((maxLength) => z.string().max(maxLength).default('')),
  /** Alpha-2 code; `country` may carry it instead (older clients send the code there). */
  countryCode: countryCodeSchema.optional(),
  country: z.string().max(60).optional(),
  email: z.string().max(254).default(''),
  phone: z.string().max(40).default(''),
  phoneCode: z
    .string()
    .regex(/^\+?\d{1,4}$/)
    .transform((code) => code.replace('+', ''))
    .optional(),
  subscriptions: subscriptionsSchema.optional(),
});
/** What a client sends. */
export type AddressInput = z.input<typeof addressInputSchema>;
/** What the server reads once the body is parsed: every postal field a string. */
export type ParsedAddressInput = z.output<typeof addressInputSchema>;

/**
 * Apple Pay's redacted shipping contact, stored until the full one replaces it: enough to quote
 * delivery and tax, never enough to ship.
 */
export const estimateAddressSchema = addressSchema
  .pick({ countryCode: true, country: true, province: true, postalCode: true, city: true })
  .extend({ partial: z.literal(true) });
export type EstimateAddress = z.infer<typeof estimateAddressSchema>;

/**
 * Who collects the bag's store and collection-point lines (spec 000 section 5), given with
 * context COLLECTION: a name, an email and a mobile phone (international), each left empty
 * where the locale does not require it (lib/checkout/collection-contact.ts).
 */
export const collectionContactSchema = addressSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  phoneCode: true,
});
export type CollectionContact = z.infer<typeof collectionContactSchema>;

/**
 * The cart's own shipment ('me'): how it was given, and beside it a customs shipment's address
 * and the collection contact.
 */
const ownShipment = {
  shippingId: z.literal('me'),
  context: z.enum(shippingAddressContexts).optional(),
  customs: addressSchema.optional(),
  collection: collectionContactSchema.optional(),
};

/**
 * A cart's shipping address as the cart and its order keep it: the shopper's own full address,
 * or Apple Pay's estimate, or (once the own one is removed, or before a bag collected in
 * stores has one) only the customs shipment's and the collection contact.
 */
export const cartShippingAddressSchema = z.union([
  addressSchema.extend(ownShipment),
  estimateAddressSchema.extend(ownShipment),
  z.object({
    customs: addressSchema.optional(),
    collection: collectionContactSchema.optional(),
  }),
]);
export type CartShippingAddress = z.infer<typeof cartShippingAddressSchema>;
export type OwnShippingAddress = Extract<CartShippingAddress, { firstName: string }>;

/**
 * The address form's values: the postal fields, `country` as its alpha-2 code, the email, and
 * the phone's national number as typed.
 */
export const addressFormValuesSchema = z.object({
  ...postalShape(() => z.string()),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type AddressFormValues = z.infer<typeof addressFormValuesSchema>;
export type AddressField = keyof AddressFormValues;
