/**
 * What each storefront country asks of a new account (the spec leaves the values to
 * configuration; these are the project's choices):
 * - minimumAge: the age of digital consent, so an account never needs a parent's consent:
 *   13 in the US (COPPA), Canada and the UK, 15 in France, 16 in Germany, 14 in Italy.
 * - birthDateRequired: in EMEA, where the age of consent differs per country and must be
 *   known; optional in NORA, where the date only serves birthday rewards.
 * - phoneRequired: nowhere; the number is only needed for SMS, which is opt-in.
 * - genderEnabled: the EMEA stores ask for it (and then require it), NORA stores do not.
 * - smsOptInRequired: US and Canada, where texting needs express consent (TCPA, CASL), so a
 *   visitor who gives a valid number must accept the SMS terms to sign up with it.
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

const nora = {
  birthDateRequired: false,
  phoneRequired: false,
  genderEnabled: false,
  smsOptInRequired: true,
} as const;

const emea = {
  birthDateRequired: true,
  phoneRequired: false,
  genderEnabled: true,
  smsOptInRequired: false,
} as const;

const rulesByCountry: Readonly<Record<string, SignUpRules>> = {
  US: { ...nora, minimumAge: 13 },
  CA: { ...nora, minimumAge: 13 },
  GB: { ...emea, minimumAge: 13 },
  FR: { ...emea, minimumAge: 15 },
  DE: { ...emea, minimumAge: 16 },
  IT: { ...emea, minimumAge: 14 },
};

const fallbackRules: SignUpRules = {
  minimumAge: 16,
  birthDateRequired: true,
  phoneRequired: false,
  genderEnabled: false,
  smsOptInRequired: false,
};

/** The rules of a country by its alpha-2 code, in any letter case. */
export function signUpRulesFor(country: string): SignUpRules {
  return rulesByCountry[country.toUpperCase()] ?? fallbackRules;
}
