import type { Currency } from '@/lib/i18n/locales';

/**
 * The yearly credit of the athlete and professional (IPA, "prosumer") programmes per currency,
 * in major units. The spec names the credits but not their amounts; like the employee caps
 * (employee-caps.ts) they are business policy that changes with a release, not per deployment.
 */
export const ATHLETE_ANNUAL_CREDITS: Readonly<Record<Currency, number>> = {
  USD: 1500,
  CAD: 2000,
  GBP: 1200,
  EUR: 1400,
};

export const PROSUMER_ANNUAL_CREDITS: Readonly<Record<Currency, number>> = {
  USD: 1000,
  CAD: 1350,
  GBP: 800,
  EUR: 900,
};
