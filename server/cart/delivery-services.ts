import type { ShipmentId } from '@/lib/contracts/address';
import type { Currency } from '@/lib/i18n/locales';

/** A home-delivery service offered for a shipment. Prices are minor units of the market. */
export interface DeliveryService {
  code: 'sameday' | 'express' | 'standard';
  priceMinor: number;
  earliestDays: number;
  latestDays: number;
}

export interface DeliveryAddress {
  country: string;
  province: string | null;
  postalCode: string | null;
}

const SERVICES_BY_COUNTRY: Record<string, DeliveryService[]> = {
  US: [
    { code: 'standard', priceMinor: 800, earliestDays: 3, latestDays: 5 },
    { code: 'express', priceMinor: 1500, earliestDays: 1, latestDays: 2 },
    { code: 'sameday', priceMinor: 2500, earliestDays: 0, latestDays: 0 },
  ],
  CA: [
    { code: 'standard', priceMinor: 1000, earliestDays: 4, latestDays: 7 },
    { code: 'express', priceMinor: 2000, earliestDays: 2, latestDays: 3 },
  ],
  GB: [
    { code: 'standard', priceMinor: 495, earliestDays: 2, latestDays: 4 },
    { code: 'express', priceMinor: 995, earliestDays: 1, latestDays: 1 },
    { code: 'sameday', priceMinor: 1495, earliestDays: 0, latestDays: 0 },
  ],
  EU: [
    { code: 'standard', priceMinor: 595, earliestDays: 3, latestDays: 5 },
    { code: 'express', priceMinor: 1295, earliestDays: 1, latestDays: 2 },
  ],
};

/** Customised products are made to order: one slower service, at the standard price. */
const CUSTOMS_EXTRA_DAYS = 10;

/** Same day runs from our New York and London hubs only. */
const SAME_DAY_AREAS: Record<string, (address: DeliveryAddress) => boolean> = {
  US: (address) => address.province?.toUpperCase() === 'NY',
  GB: (address) => /^(E|EC|N|NW|SE|SW|W|WC)\d/i.test(address.postalCode?.trim() ?? ''),
};

export const DEFAULT_SERVICE_CODE = 'standard';

function servicesOf(country: string, currency: Currency): DeliveryService[] {
  return SERVICES_BY_COUNTRY[currency === 'EUR' ? 'EU' : country] ?? SERVICES_BY_COUNTRY.US!;
}

/**
 * The services a shipment can use, earliest first with same day on top, then cheapest. Same day
 * needs an address in its area once an address is known.
 */
export function applicableServices(
  shipmentId: ShipmentId,
  country: string,
  currency: Currency,
  address: DeliveryAddress | null,
): DeliveryService[] {
  const all = servicesOf(country, currency);
  if (shipmentId === 'customs') {
    const standard = all.find((service) => service.code === 'standard')!;
    return [
      {
        ...standard,
        earliestDays: standard.earliestDays + CUSTOMS_EXTRA_DAYS,
        latestDays: standard.latestDays + CUSTOMS_EXTRA_DAYS,
      },
    ];
  }
  const inSameDayArea = SAME_DAY_AREAS[country];
  return all
    .filter(
      (service) =>
        service.code !== 'sameday' ||
        (inSameDayArea !== undefined && (address === null || inSameDayArea(address))),
    )
    .sort((a, b) => a.earliestDays - b.earliestDays || a.priceMinor - b.priceMinor);
}

export interface ChosenService {
  service: DeliveryService;
  /** The code the shopper had chosen when it is no longer offered. */
  downgradedFrom: string | null;
}

/** The chosen service when still offered, else the standard one (a downgrade to report). */
export function chooseService(
  services: DeliveryService[],
  chosenCode: string | undefined,
): ChosenService {
  const chosen = chosenCode ? services.find((service) => service.code === chosenCode) : undefined;
  if (chosen) return { service: chosen, downgradedFrom: null };
  const fallback =
    services.find((service) => service.code === DEFAULT_SERVICE_CODE) ?? services[0]!;
  return { service: fallback, downgradedFrom: chosenCode ?? null };
}
