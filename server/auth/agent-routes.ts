import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { agentLoginRequestSchema, type AgentSession } from '@/lib/contracts/auth';
import { stores } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { signAccessToken } from './access-token';
import { guardAttempt } from './attempt-guard';
import type { AuthDependencies } from './auth-dependencies';
import { setAgentCookie } from './cookies';
import { checkCredentials } from './credential-check';
import { findEmployeeTarget } from './sign-in-target';

/**
 * Associate sign-in on a store till (buy-in-store). The associate's token lives in its own
 * cookie, beside the shopper session the associate then runs on the shopper's behalf.
 */
export function agentRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/consumer/agent/login', async (c) => {
    const body = await readJsonBody(c, agentLoginRequestSchema);
    await guardAttempt(c, deps.limits, 'agent', `${body.storeId}:${body.employeeId}`);
    const db = c.get('db');
    const [store] = await db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(eq(stores.id, body.storeId))
      .limit(1);
    if (!store) throw new ApiError('STR404', `Store ${body.storeId} was not found.`);
    const now = deps.clock.now();
    const employee = await checkCredentials(
      await findEmployeeTarget(db, store.id, body.employeeId),
      body.password,
      now,
    );
    const access = await signAccessToken(
      { type: 'agent', id: body.employeeId, storeId: store.id },
      deps.secret(),
      now,
    );
    setAgentCookie(c, access.token, access.expiresIn);
    const session: AgentSession = {
      storeId: store.id,
      storeName: store.name,
      storeEmployeeId: body.employeeId,
      storeEmployeeName: employee.name,
    };
    return c.json(session);
  });
}
