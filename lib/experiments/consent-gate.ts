import { consentGranted, readConsentCookie } from '@/lib/consent/consent';
import { settingsFor, type Locale } from '@/lib/i18n/locales';

/**
 * Experiments need targeting consent (spec 002 section 6): in EMEA an explicit choice in the
 * consent cookie, elsewhere assumed until withdrawn.
 */
export function experimentsAllowed(locale: Locale, cookies: string): boolean {
  return consentGranted(
    { region: settingsFor(locale).region, choice: readConsentCookie(cookies) },
    'targeting',
  );
}
