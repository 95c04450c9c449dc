import type { EmployeeSpend } from '@/lib/contracts/auth';
import { toMajor } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { EMPLOYEE_ANNUAL_CAPS } from './employee-caps';
import { spentThisYearMinor } from './year-spend';

/**
 * What an employee has spent this calendar year against the yearly cap; an employee shops in
 * their own country, so only the request's currency counts (year-spend.ts).
 */
export async function getEmployeeSpend(
  db: Database,
  consumerId: string,
  currency: Currency,
  now: Date,
): Promise<EmployeeSpend> {
  return {
    currentSpend: toMajor(await spentThisYearMinor(db, consumerId, currency, now)),
    annualCap: EMPLOYEE_ANNUAL_CAPS[currency],
    currency,
  };
}
