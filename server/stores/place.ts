import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stores } from '../db/schema';

export interface Place {
  latitude: number;
  longitude: number;
}

type KnownPlace = Pick<
  typeof stores.$inferSelect,
  'city' | 'postalCode' | 'countryCode' | 'latitude' | 'longitude'
>;

/** Fewer shared leading characters than this say nothing about where a postal code is. */
const MIN_SHARED_POSTAL_PREFIX = 2;

const comparable = (postalCode: string) => postalCode.replace(/\s/g, '').toUpperCase();

function sharedPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function centreOf(places: readonly KnownPlace[]): Place {
  return {
    latitude: places.reduce((sum, place) => sum + place.latitude, 0) / places.length,
    longitude: places.reduce((sum, place) => sum + place.longitude, 0) / places.length,
  };
}

/**
 * Where a typed city or postal code is, from the stores and collection points we know (no
 * geocoder, so nothing leaves the server): a city the text names, else the places whose postal
 * codes begin most like it (10014 lands near 10036 in Manhattan, 75011 near 75003 in Paris).
 * The preferred country's places are tried first. Null when nothing resembles the text.
 */
export function locatePlace(
  text: string,
  known: readonly KnownPlace[],
  preferCountry?: string,
): Place | null {
  const preferred = known.filter((place) => place.countryCode === preferCountry);
  for (const candidates of preferred.length > 0 ? [preferred, known] : [known]) {
    const wanted = text.trim().toLowerCase();
    const city = candidates.find((place) => place.city.toLowerCase().includes(wanted));
    if (city) return { latitude: city.latitude, longitude: city.longitude };

    const postal = comparable(text);
    const scored = candidates.map((place) => ({
      place,
      shared: sharedPrefixLength(postal, comparable(place.postalCode)),
    }));
    const best = Math.max(0, ...scored.map((entry) => entry.shared));
    if (best >= Math.min(MIN_SHARED_POSTAL_PREFIX, postal.length)) {
      return centreOf(scored.filter((entry) => entry.shared === best).map((e) => e.place));
    }
  }
  return null;
}

/** {@link locatePlace} over the stores table, within one country when one is asked for. */
export async function placeNamed(
  db: Database,
  text: string,
  options: { countryCode?: string; preferCountry?: string } = {},
): Promise<Place | null> {
  const known = await db
    .select({
      city: stores.city,
      postalCode: stores.postalCode,
      countryCode: stores.countryCode,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .where(options.countryCode ? eq(stores.countryCode, options.countryCode) : undefined);
  return locatePlace(text, known, options.preferCountry);
}
