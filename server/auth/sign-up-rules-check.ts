import type { SignUpRequest } from '@/lib/contracts/auth';
import {
  compareDates,
  localCalendarDate,
  parseIsoDate,
  yearsBefore,
} from '@/lib/validation/calendar-date';
import type { SignUpSettings } from '@/lib/site-settings';
import { signUpRulesFor } from '@/lib/validation/sign-up-rules';
import { ApiError } from '../http/api-error';

const missing = (field: string, why: string) =>
  new ApiError('ATTR100', `body.${field}: ${why}`, { field: `body.${field}` });

/**
 * The country's sign-up rules (site settings), checked again on the server: the form checks
 * them too, but an account below the minimal age must not exist because a client skipped a
 * check. The age counts in the store's calendar day, as the form does.
 */
export function requireSignUpRules(body: SignUpRequest, settings: SignUpSettings, now: Date): void {
  const rules = signUpRulesFor(body.countryCode, settings);
  if (rules.birthDateRequired && !body.birthDate) {
    throw missing('birthDate', 'the birth date is required in this country.');
  }
  const born = body.birthDate ? parseIsoDate(body.birthDate) : null;
  if (born && compareDates(born, yearsBefore(localCalendarDate(now), rules.minimumAge)) > 0) {
    throw new ApiError(
      'ATTR200',
      `body.birthDate: an account holder must be at least ${rules.minimumAge}.`,
      { field: 'body.birthDate' },
    );
  }
  if (rules.phoneRequired && !body.phone) {
    throw missing('phone', 'a phone number is required in this country.');
  }
  if (rules.genderEnabled && !body.gender) {
    throw missing('gender', 'the gender is required in this country.');
  }
}
