import { describe, expect, it } from 'vitest';
import { signUpRulesFor } from './sign-up-rules';

describe('signUpRulesFor', () => {
  it('holds the minimal age of each storefront country', () => {
    const ages = ['US', 'CA', 'GB', 'FR', 'DE', 'IT'].map((c) => signUpRulesFor(c).minimumAge);
    expect(ages).toEqual([13, 13, 13, 15, 16, 14]);
  });

  it('asks EMEA for birth date and gender, and NORA for SMS consent', () => {
    expect(signUpRulesFor('FR')).toEqual({
      minimumAge: 15,
      birthDateRequired: true,
      phoneRequired: false,
      genderEnabled: true,
      smsOptInRequired: false,
    });
    expect(signUpRulesFor('US')).toEqual({
      minimumAge: 13,
      birthDateRequired: false,
      phoneRequired: false,
      genderEnabled: false,
      smsOptInRequired: true,
    });
  });

  it('requires the phone nowhere', () => {
    for (const country of ['US', 'CA', 'GB', 'FR', 'DE', 'IT']) {
      expect(signUpRulesFor(country).phoneRequired).toBe(false);
    }
  });

  it('reads the code in any case and falls back for other countries', () => {
    expect(signUpRulesFor('de').minimumAge).toBe(16);
    expect(signUpRulesFor('ES')).toEqual({
      minimumAge: 16,
      birthDateRequired: true,
      phoneRequired: false,
      genderEnabled: false,
      smsOptInRequired: false,
    });
  });

  it('follows the site settings where a store configured them', () => {
    const settings = {
      minimumAgeByCountry: { FR: 18 },
      phoneRequiredCountries: ['FR'],
      genderCountries: [],
      smsOptInCountries: ['FR'],
    };
    expect(signUpRulesFor('fr', settings)).toEqual({
      minimumAge: 18,
      birthDateRequired: true,
      phoneRequired: true,
      genderEnabled: false,
      smsOptInRequired: true,
    });
    expect(signUpRulesFor('US', settings)).toMatchObject({
      minimumAge: 13,
      smsOptInRequired: false,
    });
  });
});
