/**
 * Site settings the specification leaves to configuration (README "Settings"). The server reads
 * them from its environment (server/config/site-settings.ts) and hands them to the page with
 * the browser settings; each says what it switches.
 */
export interface SiteSettings {
  /**
   * The sign-in dialog opens the enrollment flow (email lookup, then sign-in or sign-up, then
   * completing the profile) instead of the plain email and password form.
   */
  simplifiedEnrollment: boolean;
  /** Shoppers may keep favorites (spec 000 section 6); off, hearts and the list are hidden. */
  allowFavorites: boolean;
  /** Per-country sign-up rules: minimal age, phone, gender, SMS consent (validation/sign-up-rules.ts). */
  signUp: SignUpSettings;
  /** Locales where checkout requires the pickup and collection-point contact (spec 000 section 5). */
  collectionContact: CollectionContactSettings;
}

/** Lower-case locales ("fr-fr") where each contact rule is required rather than optional. */
export interface CollectionContactSettings {
  /** A collection point's email, mobile phone and recipient name. */
  collectionPointLocales: readonly string[];
  /** A store pickup's email. */
  pickupEmailLocales: readonly string[];
}

/** The configurable part of the rules, by alpha-2 country code (upper case). */
export interface SignUpSettings {
  /** Overrides of the default minimal ages. */
  minimumAgeByCountry: Readonly<Record<string, number>>;
  phoneRequiredCountries: readonly string[];
  genderCountries: readonly string[];
  /** Where SMS consent is asked for at sign-up and the SMS newsletter is offered. */
  smsOptInCountries: readonly string[];
}

export const defaultSignUpSettings: SignUpSettings = {
  minimumAgeByCountry: {},
  phoneRequiredCountries: [],
  genderCountries: ['GB', 'FR', 'DE', 'IT'],
  smsOptInCountries: ['US', 'CA'],
};

export const defaultCollectionContactSettings: CollectionContactSettings = {
  collectionPointLocales: ['en-gb', 'fr-fr', 'de-de', 'it-it'],
  pickupEmailLocales: ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'fr-fr', 'de-de', 'it-it'],
};

export const defaultSiteSettings: SiteSettings = {
  simplifiedEnrollment: true,
  allowFavorites: true,
  signUp: defaultSignUpSettings,
  collectionContact: defaultCollectionContactSettings,
};
