import { countries as countryList } from '@/lib/countries';
import type { countries } from '@/server/db/schema';

export function countryRows(): (typeof countries.$inferSelect)[] {
  return countryList.map(({ code, name, dialCode, phoneMask }) => ({
    code,
    name,
    dialCode,
    phoneMask: phoneMask ?? null,
  }));
}
