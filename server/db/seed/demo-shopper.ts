import { eq } from 'drizzle-orm';
import { postalPartOf } from '@/lib/contracts/address';
import { signUpRequestSchema } from '@/lib/contracts/auth';
import { registerConsumer } from '@/server/auth/registration';
import { assessAddress } from '@/server/checkout/addresses';
import type { Database } from '@/server/db/client';
import { consumerAddresses, consumers } from '@/server/db/schema';
import { deleteDemoOrders, writeDemoOrders } from './demo-orders';

/**
 * The demo's shopper (README, "Demo data"): signs in with this public password and finds orders
 * in every status. Seeded in demo mode only: outside it, a reseed removes the account.
 */
export const DEMO_SHOPPER = {
  email: 'demo.shopper@stride.example',
  password: 'Sneakers24',
  firstName: 'Demo',
  lastName: 'Shopper',
} as const;

export interface DemoShopperOptions {
  /** The store's public origin: shipped orders' tracking links lead to its order status page. */
  publicBaseUrl: string;
  /** What "yesterday" and "last week" are counted from; the seed's run by default. */
  now?: Date;
}

/** The shopper's saved address. */
const demoAddress = {
  firstName: DEMO_SHOPPER.firstName,
  lastName: DEMO_SHOPPER.lastName,
  addressLine1: '350 Hudson Street',
  addressLine2: 'Apartment 4B',
  city: 'New York',
  province: 'NY',
  postalCode: '10014',
  countryCode: 'US',
  email: DEMO_SHOPPER.email,
  phone: '2125550147',
  phoneCode: '1',
};

/**
 * Saves a demo account's main shipping address, checked and normalised by the checkout's rules,
 * and answers it as saved (the demo orders ship to it).
 */
export async function saveDemoShippingAddress(
  tx: Database,
  consumerId: string,
  input: Parameters<typeof assessAddress>[0],
) {
  const { address } = assessAddress(input, 'shipping', 'en-us');
  if (!address) throw new Error(`The demo address of ${input.email} fails the address rules`);
  await tx.insert(consumerAddresses).values({
    consumerId,
    approachType: 'S',
    isMain: true,
    ...postalPartOf(address),
    addressLine2: address.addressLine2 || null,
    province: address.province || null,
    countryCode: address.countryCode,
    phone: address.phone,
    phoneCode: address.phoneCode,
  });
  return address;
}

/** Removes the demo shopper and every order of theirs, so a reseed starts them afresh. */
async function removeDemoShopper(tx: Database): Promise<void> {
  const [existing] = await tx
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.email, DEMO_SHOPPER.email));
  await deleteDemoOrders(tx, existing?.id ?? null);
  if (existing) await tx.delete(consumers).where(eq(consumers.id, existing.id));
}

/**
 * Replaces the demo shopper: removed on every run, created again (account as sign-up makes it,
 * saved address, orders) only with `options`, i.e. in demo mode. Call inside the seed's
 * transaction, after the catalogue and stores are written.
 */
export async function seedDemoShopper(
  tx: Database,
  options: DemoShopperOptions | false,
): Promise<boolean> {
  await removeDemoShopper(tx);
  if (!options) return false;
  const now = options.now ?? new Date();
  // Through the sign-up schema: the public password must meet the password rules.
  const input = signUpRequestSchema.parse({
    ...DEMO_SHOPPER,
    countryCode: 'US',
    isTermsConfirmed: true,
  });
  const consumer = await registerConsumer(tx, input, { now, leadSource: 'seed' });
  const address = await saveDemoShippingAddress(tx, consumer.id, demoAddress);
  await writeDemoOrders({
    tx,
    buyer: { consumerId: consumer.id, email: consumer.email, address },
    now,
    publicBaseUrl: options.publicBaseUrl,
  });
  return true;
}
