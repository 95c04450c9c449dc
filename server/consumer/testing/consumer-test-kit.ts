import { randomUUID } from 'node:crypto';
import type { Address } from '@/lib/contracts/address';
import { toMinor } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import { createAccount } from '../../auth/testing/auth-test-kit';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/** A consumer of type EMPLOYEE, as the employee programme would create them. */
export function createEmployee(db: Database, overrides: Parameters<typeof createAccount>[1] = {}) {
  return createAccount(db, { consumerType: 'EMPLOYEE', ...overrides });
}

export interface TestOrder {
  consumerId: string;
  /** Major units; orders.totals stores it in minor units. */
  total: number;
  currency: Currency;
  createdAt: Date;
}

/** An order row written directly, with only what spend queries read filled in meaningfully. */
export async function insertOrder(db: Database, order: TestOrder): Promise<void> {
  await db.insert(orders).values({
    orderNumber: `T${randomUUID().slice(0, 8)}`,
    basketId: randomUUID(),
    consumerId: order.consumerId,
    email: 'orders@example.com',
    locale: 'en-us',
    currency: order.currency,
    status: 'Created',
    placedAt: order.createdAt,
    totals: { total: toMinor(order.total) },
    billingAddress: {} as Address,
    payment: {},
    createdAt: order.createdAt,
  });
}
