import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { simulatorPayments } from '../db/schema';
import type { PaymentOutcome } from './provider';

/**
 * Where the payment simulator keeps its answers, by idempotency key, as a provider keeps its
 * payments on its side: a repeated request gets the first answer, and a store that lost an
 * answer can ask for it again.
 */
export interface SimulatorLedger {
  find(idempotencyKey: string): Promise<PaymentOutcome | null>;
  /** Keeps the answer, unless one was kept first under the key: the first one is returned. */
  keep(idempotencyKey: string, outcome: PaymentOutcome): Promise<PaymentOutcome>;
}

/** For the simulator's own tests: forgotten with the process. */
export function createMemoryLedger(): SimulatorLedger {
  const answers = new Map<string, PaymentOutcome>();
  return {
    find: async (key) => answers.get(key) ?? null,
    keep: async (key, outcome) => {
      if (!answers.has(key)) answers.set(key, outcome);
      return answers.get(key)!;
    },
  };
}

/** In the store's database (simulator_payments): survives the process that gave the answer. */
export function createDatabaseLedger(db: Database): SimulatorLedger {
  const find = async (key: string) => {
    const [row] = await db
      .select({ outcome: simulatorPayments.outcome })
      .from(simulatorPayments)
      .where(eq(simulatorPayments.idempotencyKey, key))
      .limit(1);
    // Only this ledger writes the column, from a PaymentOutcome.
    return row ? (row.outcome as PaymentOutcome) : null;
  };
  return {
    find,
    keep: async (key, outcome) => {
      const kept = await db
        .insert(simulatorPayments)
        .values({ idempotencyKey: key, outcome })
        .onConflictDoNothing()
        .returning({ idempotencyKey: simulatorPayments.idempotencyKey });
      // Nothing inserted: an answer was kept first under the key, and it is the one to give.
      if (kept.length > 0) return outcome;
      return (await find(key)) ?? outcome;
    },
  };
}
