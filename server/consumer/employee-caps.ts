import type { Currency } from '@/lib/i18n/locales';

/**
 * The employee discount's yearly cap per currency, in major units. The spec names the cap but
 * not its amount; these are business policy, roughly equal in value, and change with a release
 * rather than per deployment, so they are constants, not settings.
 */
export const EMPLOYEE_ANNUAL_CAPS: Readonly<Record<Currency, number>> = {
  USD: 2500,
  CAD: 3400,
  GBP: 2000,
  EUR: 2300,
};
