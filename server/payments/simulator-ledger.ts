import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { simulatorPayments } from '../db/schema';
import type { PaymentOutcome, RefundReceipt } from './provider';

/** What the simulator answered: a payment's outcome, or a refund's receipt. */
export type SimulatorAnswer = PaymentOutcome | RefundReceipt;

export function isPaymentOutcome(answer: SimulatorAnswer | null): answer is PaymentOutcome {
  return answer !== null && 'resultCode' in answer;
}

/**
 * Where the payment simulator keeps its answers, by idempotency key, as a provider keeps its
 * payments on its side: a repeated request gets the first answer, and a store that lost an
 * answer can ask for it again.
 */
export interface SimulatorLedger {
  find(idempotencyKey: string): Promise<SimulatorAnswer | null>;
  /** Keeps the answer, unless one was kept first under the key: the first one is returned. */
  keep<T extends SimulatorAnswer>(idempotencyKey: string, answer: T): Promise<T>;
}

/** For the simulator's own tests: forgotten with the process. */
export function createMemoryLedger(): SimulatorLedger {
  const answers = new Map<string, SimulatorAnswer>();
  return {
    find: async (key) => answers.get(key) ?? null,
    keep: async <T extends SimulatorAnswer>(key: string, answer: T) => {
      if (!answers.has(key)) answers.set(key, answer);
      // The key's first answer is of the kind the key's request asks for.
      return answers.get(key) as T;
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
    // Only this ledger writes the column, from a SimulatorAnswer.
    return row ? (row.outcome as unknown as SimulatorAnswer) : null;
  };
  return {
    find,
    keep: async <T extends SimulatorAnswer>(key: string, answer: T) => {
      const kept = await db
        .insert(simulatorPayments)
        .values({ idempotencyKey: key, outcome: { ...answer } })
        .onConflictDoNothing()
        .returning({ idempotencyKey: simulatorPayments.idempotencyKey });
      // Nothing inserted: an answer was kept first under the key, and it is the one to give.
      if (kept.length > 0) return answer;
      return ((await find(key)) as T | null) ?? answer;
    },
  };
}
