import { Hono } from 'hono';
import { tillCustomerQuerySchema, type TillCustomerResponse } from '@/lib/contracts/till';
import type { AuthDependencies } from '../auth/auth-dependencies';
import { getAgent } from '../auth/session';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readQuery } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import { findTillCustomer } from './customer-search';

/** Searches per associate a minute: a busy till, not a walk through the customer list. */
const SEARCHES_PER_MINUTE = 20;

/**
 * The associate finds the shopper a buy-in-store session is for, by exact email, phone or
 * loyalty member id. The answer is a minimal card (name, masked email, member id), or no match.
 * The limit is taken before the search, so refused searches count too.
 */
export function tillCustomerRoutes({ clock, state }: Pick<AuthDependencies, 'clock' | 'state'>) {
  const perAssociate = createRateLimiter({
    name: 'till-customer-search',
    state,
    limit: SEARCHES_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });

  return new Hono<ApiEnv>().get('/consumers-v3/agent/customers', async (c) => {
    const agent = getAgent(c);
    if (!agent) throw new ApiError('AUT404', 'Only store associates look customers up.');
    if (!(await perAssociate.take(`${agent.storeId}:${agent.id}`))) {
      throw new ApiError('AUT403', 'Too many searches. Try again in a minute.');
    }
    const query = readQuery(c, tillCustomerQuerySchema);
    const reply: TillCustomerResponse = {
      customer: await findTillCustomer(c.get('db'), agent.storeId, query),
    };
    return c.json(reply);
  });
}
