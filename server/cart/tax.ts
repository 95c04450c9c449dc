import type { Currency } from '@/lib/i18n/locales';

/**
 * Sales tax and VAT. EMEA prices include VAT, so tax is extracted from the gross amount;
 * in the US and Canada tax is added on top of the net amount from the shipping address.
 * Rates are percentages; US rates are the state base rate (no county or city taxes).
 */

const VAT_BY_COUNTRY: Record<string, number> = { GB: 20, FR: 20, DE: 19, IT: 22 };

const US_STATE_RATES: Record<string, number> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 4.45,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

const CANADA_GST = 5;
/** Harmonized (HST, replaces GST) or provincial (PST/QST, added to GST) rates. */
const CANADA_PROVINCES: Record<string, { hst?: number; pst?: number }> = {
  ON: { hst: 13 },
  NB: { hst: 15 },
  NL: { hst: 15 },
  NS: { hst: 14 },
  PE: { hst: 15 },
  BC: { pst: 7 },
  MB: { pst: 7 },
  SK: { pst: 6 },
  QC: { pst: 9.975 },
  AB: {},
  NT: {},
  NU: {},
  YT: {},
};

export interface TaxLocation {
  /** ISO country code: the shipping address's, else the storefront's. */
  country: string;
  /** US state or Canadian province code, when an address is known. */
  province: string | null;
}

export interface TaxRate {
  /** Combined percentage. */
  percent: number;
  /** True where prices already include the tax (VAT). */
  included: boolean;
  /** e.g. "VAT GB", "US-NY", "CA-QC GST+QST". */
  jurisdiction: string;
  /** True while the address needed for the real rate is unknown. */
  estimated: boolean;
}

export function taxRateFor(location: TaxLocation): TaxRate {
  const { country } = location;
  const province = location.province?.toUpperCase() ?? null;
  const vat = VAT_BY_COUNTRY[country];
  if (vat !== undefined) {
    return { percent: vat, included: true, jurisdiction: `VAT ${country}`, estimated: false };
  }
  if (country === 'CA') {
    const rules = province ? CANADA_PROVINCES[province] : undefined;
    if (!rules) {
      // GST applies in every province, so it is the honest estimate before an address exists.
      return { percent: CANADA_GST, included: false, jurisdiction: 'CA GST', estimated: true };
    }
    if (rules.hst !== undefined) {
      return {
        percent: rules.hst,
        included: false,
        jurisdiction: `CA-${province} HST`,
        estimated: false,
      };
    }
    return {
      percent: CANADA_GST + (rules.pst ?? 0),
      included: false,
      jurisdiction: rules.pst ? `CA-${province} GST+PST` : `CA-${province} GST`,
      estimated: false,
    };
  }
  const stateRate = province ? US_STATE_RATES[province] : undefined;
  if (country === 'US' && stateRate !== undefined) {
    return {
      percent: stateRate,
      included: false,
      jurisdiction: `US-${province}`,
      estimated: false,
    };
  }
  return { percent: 0, included: false, jurisdiction: country, estimated: true };
}

export interface TaxableAmount {
  key: string;
  /** What the shopper pays for it after discounts, minor units (gross in EMEA, net elsewhere). */
  amountMinor: number;
  /** Gift cards are payment, not goods: never taxed. */
  exempt?: boolean;
}

export interface TaxInput {
  currency: Currency;
  location: TaxLocation;
  amounts: TaxableAmount[];
}

export interface TaxResult {
  rate: TaxRate;
  /** Tax of each amount, rounded for display; the total is rounded once from exact shares. */
  byKey: Record<string, number>;
  totalMinor: number;
}

/**
 * Tax on a set of amounts (lines and shipping). Each share is computed exactly and the total is
 * rounded once, so rounding never accumulates across lines.
 */
export function computeTax({ location, amounts }: TaxInput): TaxResult {
  const rate = taxRateFor(location);
  const fraction = rate.percent / 100;
  const exactShare = (amount: number) =>
    rate.included ? amount - amount / (1 + fraction) : amount * fraction;
  let exactTotal = 0;
  const byKey: Record<string, number> = {};
  for (const { key, amountMinor, exempt } of amounts) {
    const share = exempt || amountMinor <= 0 ? 0 : exactShare(amountMinor);
    exactTotal += share;
    byKey[key] = Math.round(share);
  }
  return { rate, byKey, totalMinor: Math.round(exactTotal) };
}
