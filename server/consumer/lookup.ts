import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers } from '../db/schema';

/** Whether an account uses the email; emails are stored lowercased, as the contract reads them. */
export async function isEmailRegistered(db: Database, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.email, email))
    .limit(1);
  return found !== undefined;
}
