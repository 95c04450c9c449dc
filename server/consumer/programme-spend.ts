import type { ProgrammeSpend } from '@/lib/contracts/auth';
import { toMajor } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { ConsumerRow } from '../db/schema';
import { ATHLETE_ANNUAL_CREDITS, PROSUMER_ANNUAL_CREDITS } from './programme-credits';
import { spentThisYearMinor } from './year-spend';

export interface ProgrammeSpends {
  athlete: ProgrammeSpend | null;
  prosumer: ProgrammeSpend | null;
}

/**
 * The athlete and professional-programme spend objects: this year's spend (year-spend.ts)
 * against each programme's yearly credit, for the programmes the consumer belongs to. An
 * athlete is flagged on the account; a professional holds an IPA identity.
 */
export async function getProgrammeSpends(
  db: Database,
  consumer: ConsumerRow,
  currency: Currency,
  now: Date,
): Promise<ProgrammeSpends> {
  const isProsumer = consumer.identities.some((identity) => identity.type === 'IPA');
  if (!consumer.isAthlete && !isProsumer) return { athlete: null, prosumer: null };
  const currentSpend = toMajor(await spentThisYearMinor(db, consumer.id, currency, now));
  return {
    athlete: consumer.isAthlete
      ? { currentSpend, annualCredit: ATHLETE_ANNUAL_CREDITS[currency], currency }
      : null,
    prosumer: isProsumer
      ? { currentSpend, annualCredit: PROSUMER_ANNUAL_CREDITS[currency], currency }
      : null,
  };
}
