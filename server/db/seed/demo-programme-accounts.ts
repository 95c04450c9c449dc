import { eq, inArray } from 'drizzle-orm';
import { signUpRequestSchema } from '@/lib/contracts/auth';
import { registerConsumer } from '@/server/auth/registration';
import type { Database } from '@/server/db/client';
import { consumers, orders, type ConsumerRow, type OrderRow } from '@/server/db/schema';
import { requireConsumerRow } from '@/server/consumer/consumer-row';
import { enrollInLoyalty } from '@/server/consumer/loyalty-enrollment';
import { earnOrderPoints, takeBackCancelledOrderPoints } from '@/server/loyalty/order-points';
import { writeDemoOrders, type DemoOrderPlan } from './demo-orders';
import { saveDemoShippingAddress } from './demo-shopper';
import { SEED_IDS } from './fixtures';

const DAY_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo's programme accounts (README, "Demo data"), beside the demo shopper: a loyalty
 * member with points, vouchers and a history; an employee who has not accepted the discount
 * terms; an athlete with the yearly credit; a professional-programme (IPA) member. Public
 * passwords: seeded in demo mode only.
 */
export const DEMO_PROGRAMME_ACCOUNTS = {
  member: {
    email: 'demo.member@stride.example',
    password: 'Members24',
    firstName: 'Maya',
    lastName: 'Member',
  },
  employee: {
    email: 'demo.employee@stride.example',
    password: 'Employee24',
    firstName: 'Eli',
    lastName: 'Employee',
  },
  athlete: {
    email: 'demo.athlete@stride.example',
    password: 'Athlete24',
    firstName: 'Ada',
    lastName: 'Athlete',
  },
  professional: {
    email: 'demo.pro@stride.example',
    password: 'Prosumer24',
    firstName: 'Pat',
    lastName: 'Professional',
  },
} as const;

type DemoAccount = (typeof DEMO_PROGRAMME_ACCOUNTS)[keyof typeof DEMO_PROGRAMME_ACCOUNTS];

/**
 * The member's orders, placed since they joined 60 days ago: two delivered ones that earned
 * points and one cancelled that gave its points back, so the history shows both; they pay by
 * card, as the member's points were not yet enough for a voucher.
 */
export const memberOrderPlans: readonly DemoOrderPlan[] = [
  {
    orderNumber: 'ST-DEMO-2001',
    placedHoursAgo: 40 * DAY_HOURS,
    lines: [
      { productId: SEED_IDS.regularShoe, variantIndex: 2, qty: 2 },
      { productId: SEED_IDS.regularApparel, qty: 2 },
    ],
    steps: [
      { to: 'Processing', hoursAgo: 40 * DAY_HOURS - 2, source: 'simulator' },
      { to: 'Shipped', hoursAgo: 39 * DAY_HOURS, source: 'simulator' },
      { to: 'Delivered', hoursAgo: 37 * DAY_HOURS, source: 'simulator' },
    ],
  },
  {
    orderNumber: 'ST-DEMO-2002',
    placedHoursAgo: 21 * DAY_HOURS,
    lines: [{ productId: SEED_IDS.markedDown, variantIndex: 1, qty: 1 }],
    steps: [{ to: 'Cancelled', hoursAgo: 21 * DAY_HOURS - 1, source: 'shopper' }],
  },
  {
    orderNumber: 'ST-DEMO-2003',
    placedHoursAgo: 12 * DAY_HOURS,
    lines: [
      { productId: SEED_IDS.regularShoe, variantIndex: 5, qty: 1 },
      { productId: SEED_IDS.accessory, qty: 2 },
    ],
    steps: [
      { to: 'Processing', hoursAgo: 12 * DAY_HOURS - 2, source: 'simulator' },
      { to: 'Shipped', hoursAgo: 11 * DAY_HOURS, source: 'simulator' },
      { to: 'Delivered', hoursAgo: 9 * DAY_HOURS, source: 'simulator' },
    ],
  },
];

/** The member's saved address. */
function memberAddress() {
  const { member } = DEMO_PROGRAMME_ACCOUNTS;
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    addressLine1: '2 Park Avenue',
    addressLine2: '',
    city: 'New York',
    province: 'NY',
    postalCode: '10016',
    countryCode: 'US',
    email: member.email,
    phone: '2125550188',
    phoneCode: '1',
  };
}

const emails = Object.values(DEMO_PROGRAMME_ACCOUNTS).map((account) => account.email);

/** Removes the programme accounts and their orders (points history goes with the account). */
async function removeProgrammeAccounts(tx: Database): Promise<void> {
  const existing = await tx
    .select({ id: consumers.id })
    .from(consumers)
    .where(inArray(consumers.email, emails));
  for (const { id } of existing) await tx.delete(orders).where(eq(orders.consumerId, id));
  if (existing.length > 0) await tx.delete(consumers).where(inArray(consumers.email, emails));
}

/** The account as sign-up makes it, then the programme columns sign-up does not set. */
async function createAccount(
  tx: Database,
  account: DemoAccount,
  now: Date,
  programme: Partial<ConsumerRow>,
): Promise<ConsumerRow> {
  const input = signUpRequestSchema.parse({
    ...account,
    countryCode: 'US',
    isTermsConfirmed: true,
  });
  const { id } = await registerConsumer(tx, input, { now, leadSource: 'seed' });
  if (Object.keys(programme).length === 0) return requireConsumerRow(tx, id);
  const [updated] = await tx
    .update(consumers)
    .set(programme)
    .where(eq(consumers.id, id))
    .returning();
  return updated!;
}

/** The member's points, as their orders earned and gave them back, each at its own time. */
async function recordMemberPoints(tx: Database, placed: OrderRow[], now: Date): Promise<void> {
  for (const order of placed) {
    const placedAt = order.placedAt ?? now;
    await earnOrderPoints(tx, order, placedAt);
    // The cancelled plan is cancelled within the hour of its placing.
    if (order.status === 'Cancelled') {
      await takeBackCancelledOrderPoints(tx, order, new Date(placedAt.getTime() + HOUR_MS));
    }
  }
}

/**
 * Replaces the programme accounts: removed on every run, created again only with `options`,
 * i.e. in demo mode. Call inside the seed's transaction, after the catalogue is written.
 */
export async function seedDemoProgrammeAccounts(
  tx: Database,
  options: { publicBaseUrl: string; now?: Date } | false,
): Promise<boolean> {
  await removeProgrammeAccounts(tx);
  if (!options) return false;
  const now = options.now ?? new Date();
  const accounts = DEMO_PROGRAMME_ACCOUNTS;
  const member = await enrollInLoyalty(
    tx,
    await createAccount(tx, accounts.member, now, {}),
    new Date(now.getTime() - 60 * DAY_HOURS * HOUR_MS),
  );
  const address = await saveDemoShippingAddress(tx, member.id, memberAddress());
  const placed = await writeDemoOrders(
    { tx, buyer: { consumerId: member.id, email: member.email, address }, now, ...options },
    memberOrderPlans,
  );
  await recordMemberPoints(tx, placed, now);
  await createAccount(tx, accounts.employee, now, {
    consumerType: 'EMPLOYEE',
    isEmployeeDiscountTCAccepted: false,
  });
  await createAccount(tx, accounts.athlete, now, { isAthlete: true });
  await createAccount(tx, accounts.professional, now, {
    identities: [{ type: 'IPA', id: 'IPA-104729' }],
  });
  return true;
}
