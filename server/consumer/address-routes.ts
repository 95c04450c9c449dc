import { Hono, type Context } from 'hono';
import {
  savedAddressIdParamsSchema,
  savedAddressRequestSchema,
} from '@/lib/contracts/address-book';
import { requireConsumer } from '../auth/session';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { addSavedAddress, deleteSavedAddress, updateSavedAddress } from './address-book';
import { requireConsumerRow } from './consumer-row';

const ADDRESS_PATH = '/consumers-v3/consumer/address';

async function addressBookCall(c: Context<ApiEnv>) {
  const { id } = requireConsumer(c);
  const db = c.get('db');
  const consumer = await requireConsumerRow(db, id);
  return { db, consumerId: id, email: consumer.email, locale: c.get('request').locale };
}

/**
 * The signed-in consumer's address book: each call answers the address's id (POST with 201).
 * The list itself is part of GET profile.
 */
export function addressRoutes() {
  return new Hono<ApiEnv>()
    .post(ADDRESS_PATH, async (c) => {
      const call = await addressBookCall(c);
      const { address } = await readJsonBody(c, savedAddressRequestSchema);
      return c.json({ addressId: await addSavedAddress(call, address) }, 201);
    })
    .put(`${ADDRESS_PATH}/:addressId`, async (c) => {
      const call = await addressBookCall(c);
      const { addressId } = readParams(c, savedAddressIdParamsSchema);
      const { address } = await readJsonBody(c, savedAddressRequestSchema);
      await updateSavedAddress(call, addressId, address);
      return c.json({ addressId });
    })
    .delete(`${ADDRESS_PATH}/:addressId`, async (c) => {
      const call = await addressBookCall(c);
      const { addressId } = readParams(c, savedAddressIdParamsSchema);
      await deleteSavedAddress(call, addressId);
      return c.json({ addressId });
    });
}
