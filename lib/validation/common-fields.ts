import { validEmail } from './email';
import { lengthBetween, maxLength } from './length';
import { composeValidators, onTrimmed } from './message';
import { validName } from './name';
import { required } from './required';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './rules';

/**
 * Fields several forms share. Both are checked trimmed, as the API contracts trim them, so a
 * stray space never turns into a server error.
 */

/** Required, at most 100 characters, a valid address (sign-in, sign-up, newsletter, address). */
export const emailField = onTrimmed(
  composeValidators(required, maxLength(EMAIL_MAX_LENGTH), validEmail),
);

/** First and last names: required, 2 to 30 characters, the name alphabet. */
export const personNameField = onTrimmed(
  composeValidators(required, lengthBetween(NAME_MIN_LENGTH, NAME_MAX_LENGTH), validName),
);
