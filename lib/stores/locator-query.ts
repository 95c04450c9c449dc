/**
 * What the store locator's address asks for: `?q=` a postal code or city, `?lat=&lng=` a
 * point (from "Use my location"), or nothing (the storefront country's stores first).
 */
export type LocatorQuery =
  | { kind: 'all' }
  | { kind: 'text'; text: string }
  | { kind: 'point'; latitude: number; longitude: number }
  | { kind: 'invalid'; reason: 'tooShort' | 'badPoint' };

/** The store search's bounds for its text (lib/contracts/stores.ts). */
const TEXT_MIN = 2;
const TEXT_MAX = 60;

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A coordinate read from the address, or null when it is not a number within `limit`. */
function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

export function parseLocatorQuery(params: SearchParams): LocatorQuery {
  const lat = first(params.lat);
  const lng = first(params.lng);
  if (lat !== undefined || lng !== undefined) {
    const latitude = coordinate(lat, 90);
    const longitude = coordinate(lng, 180);
    return latitude === null || longitude === null
      ? { kind: 'invalid', reason: 'badPoint' }
      : { kind: 'point', latitude, longitude };
  }
  const text = (first(params.q) ?? '').replaceAll('\u0000', '').trim().slice(0, TEXT_MAX);
  if (text === '') return { kind: 'all' };
  if (text.length < TEXT_MIN) return { kind: 'invalid', reason: 'tooShort' };
  return { kind: 'text', text: text.toWellFormed() };
}

/**
 * A point as the address keeps it: three decimals (about 100 m), enough to find the nearest
 * stores without putting the shopper's exact position in a link they share.
 */
export function pointQuery(latitude: number, longitude: number): string {
  return new URLSearchParams({ lat: latitude.toFixed(3), lng: longitude.toFixed(3) }).toString();
}
