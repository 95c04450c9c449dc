import type { SiteSettings } from '@/lib/site-settings';
import type { Env } from './env';

/** The site settings as this deployment configured them. */
export function siteSettingsOf(env: Env): SiteSettings {
  return {
    simplifiedEnrollment: env.SIMPLIFIED_ENROLLMENT,
    allowFavorites: env.ALLOW_FAVORITES,
    signUp: {
      minimumAgeByCountry: env.MINIMUM_AGE_BY_COUNTRY,
      phoneRequiredCountries: env.PHONE_REQUIRED_COUNTRIES,
      genderCountries: env.GENDER_COUNTRIES,
      smsOptInCountries: env.SMS_OPT_IN_COUNTRIES,
    },
    collectionContact: {
      collectionPointLocales: env.COLLECTION_CONTACT_REQUIRED_LOCALES,
      pickupEmailLocales: env.PICKUP_EMAIL_REQUIRED_LOCALES,
    },
  };
}
