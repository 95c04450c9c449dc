import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { storeSearchRequestSchema } from '@/lib/contracts/stores';
import { countryOf } from '@/lib/i18n/locales';
import { storeEmployees, stores } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { searchStores } from './search';

const storeParams = z.object({ storeId: z.string().regex(/^[A-Za-z0-9-]{1,20}$/) });

/** Store search and a store's employees (for the associate's sign-in). */
export function storeRoutes() {
  return new Hono<ApiEnv>()
    .post('/stores/v1/search', async (c) => {
      const body = await readJsonBody(c, storeSearchRequestSchema);
      const preferCountry = countryOf(c.get('request').locale);
      return c.json({ stores: await searchStores(c.get('db'), body, { preferCountry }) });
    })
    .get('/consumers-v3/utilities/stores/:storeId/employees', async (c) => {
      const { storeId } = readParams(c, storeParams);
      const db = c.get('db');
      const [store] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.id, storeId))
        .limit(1);
      if (!store) throw new ApiError('STR404', `Store ${storeId} was not found.`);
      const employees = await db
        .select({ id: storeEmployees.id, name: storeEmployees.name })
        .from(storeEmployees)
        .where(
          and(
            eq(storeEmployees.storeId, storeId),
            arrayContains(storeEmployees.roles, ['associate']),
          ),
        )
        .orderBy(asc(storeEmployees.name));
      return c.json({ storeId, employees });
    });
}
