import type { StoreListResponse } from '@/lib/contracts/utilities';
import { countryNameIn } from '@/lib/i18n/country-name';
import type { Locale } from '@/lib/i18n/locales';

type Store = StoreListResponse['stores'][number];

export interface StoreGroup {
  countryCode: string;
  countryName: string;
  stores: Store[];
}

/**
 * Stores grouped by country for the associate's store select, countries in alphabetical
 * order of their localized name; stores keep the order the API gave (by name).
 */
export function storesByCountry(stores: readonly Store[], locale: Locale): StoreGroup[] {
  const groups = new Map<string, StoreGroup>();
  for (const store of stores) {
    const group = groups.get(store.countryCode) ?? {
      countryCode: store.countryCode,
      countryName: countryNameIn(locale, store.countryCode, store.countryCode),
      stores: [],
    };
    group.stores.push(store);
    groups.set(store.countryCode, group);
  }
  return [...groups.values()].sort((a, b) => a.countryName.localeCompare(b.countryName));
}
