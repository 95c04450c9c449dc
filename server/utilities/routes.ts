import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { countries, stores } from '../db/schema';
import type { ApiEnv } from '../http/context';
import { readQuery } from '../http/validation';

export const storesQuery = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

/** The server's clock, the country list and the store list. */
export function utilityRoutes() {
  return (
    new Hono<ApiEnv>()
      // The server's clock, so age checks and opt-in dates do not trust the device's.
      .get('/fapi/server/time', (c) => {
        const now = new Date();
        return c.json({ timestamp: now.toISOString(), epochMs: now.getTime() });
      })
      .get('/consumers-v3/utilities/countryList', async (c) => {
        const rows = await c.get('db').select().from(countries).orderBy(asc(countries.name));
        return c.json({
          countries: rows.map((row) => ({
            name: row.name,
            code: row.code,
            dialCode: row.dialCode,
            ...(row.phoneMask ? { phoneMask: row.phoneMask } : {}),
          })),
        });
      })
      .get('/consumers-v3/utilities/stores', async (c) => {
        const { countryCode } = readQuery(c, storesQuery);
        const rows = await c
          .get('db')
          .select({
            id: stores.id,
            name: stores.name,
            addressLine1: stores.addressLine1,
            city: stores.city,
            postalCode: stores.postalCode,
            province: stores.province,
            countryCode: stores.countryCode,
            phone: stores.phone,
            latitude: stores.latitude,
            longitude: stores.longitude,
          })
          .from(stores)
          .where(countryCode ? eq(stores.countryCode, countryCode) : undefined)
          .orderBy(asc(stores.name));
        return c.json({ stores: rows });
      })
  );
}
