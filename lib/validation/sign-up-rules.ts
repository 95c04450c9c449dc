import { defaultSignUpSettings, type SignUpSettings } from '../site-settings';

/**
 * What each storefront country asks of a new account. The spec leaves the values to
 * configuration: minimal age, phone, gender and SMS consent are site settings (SignUpSettings,
 * from MINIMUM_AGE_BY_COUNTRY, PHONE_REQUIRED_COUNTRIES, GENDER_COUNTRIES and
 * SMS_OPT_IN_COUNTRIES; their defaults are defaultSignUpSettings in lib/site-settings.ts, kept
 * there so every page's settings do not carry these rules). The defaults are the project's
 * choices:
 * - minimumAge: the age of digital consent, so an account never needs a parent's consent:
 *   13 in the US (COPPA), Canada and the UK, 15 in France, 16 in Germany, 14 in Italy.
 * - birthDateRequired: in EMEA, where the age of consent differs per country and must be
 *   known; optional in NORA, where the date only serves birthday rewards.
 * - phoneRequired: nowhere; the number is only needed for SMS, which is opt-in.
 * - genderEnabled: the EMEA stores ask for it (and then require it), NORA stores do not.
 * - smsOptInRequired: US and Canada, where texting needs express consent (TCPA, CASL), so a
 *   visitor who gives a valid number must accept the SMS terms to sign up with it. Only there
 *   is the SMS newsletter offered.
 * A country not listed gets GDPR's default age of consent, 16, with the birth date required
 * so the age can be checked, and nothing else.
 */
export interface SignUpRules {
  minimumAge: number;
  birthDateRequired: boolean;
  phoneRequired: boolean;
  genderEnabled: boolean;
  smsOptInRequired: boolean;
}

const defaultMinimumAges: Readonly<Record<string, number>> = {
  US: 13,
  CA: 13,
  GB: 13,
  FR: 15,
  DE: 16,
  IT: 14,
};
const GDPR_DEFAULT_AGE = 16;
const birthDateOptional = new Set(['US', 'CA']);

/** The rules of a country by its alpha-2 code, in any letter case, as the site configures them. */
export function signUpRulesFor(
  country: string,
  settings: SignUpSettings = defaultSignUpSettings,
): SignUpRules {
  const code = country.toUpperCase();
  return {
    minimumAge: settings.minimumAgeByCountry[code] ?? defaultMinimumAges[code] ?? GDPR_DEFAULT_AGE,
    birthDateRequired: !birthDateOptional.has(code),
    phoneRequired: settings.phoneRequiredCountries.includes(code),
    genderEnabled: settings.genderCountries.includes(code),
    smsOptInRequired: settings.smsOptInCountries.includes(code),
  };
}
