import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { agentLoginRequestSchema, type AgentSession } from '@/lib/contracts/auth';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { signAccessToken } from './access-token';
import { guardAttempt } from './attempt-guard';
import type { AuthDependencies } from './auth-dependencies';
import { setAgentCookie } from './cookies';
import { checkCredentials } from './credential-check';
import { findAssociateCredentials } from './credential-lookup';
import { associateSignInName } from './lockout';

/**
 * Associate sign-in on a store till (buy-in-store), under the shoppers' limits and lockout.
 * An unknown store, an unknown associate and a wrong password answer alike, after the same
 * work, so the till does not tell which store or employee ids exist. The associate's token
 * lives in its own cookie, beside the shopper session the associate runs for the shopper.
 */
export function agentRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>().post('/consumers-v3/consumer/agent/login', async (c) => {
    const body = await readJsonBody(c, agentLoginRequestSchema);
    const name = associateSignInName(body.storeId, body.employeeId);
    await guardAttempt(c, deps.limits, 'agent', name);
    const associate = await checkCredentials(
      deps.lockout,
      name,
      await findAssociateCredentials(c.get('db'), body.storeId, body.employeeId),
      body.password,
    );
    const access = signAccessToken(
      { type: 'agent', id: body.employeeId, storeId: body.storeId, sessionId: randomUUID() },
      deps.secret(),
      deps.clock.now(),
    );
    setAgentCookie(c, access.token, access.expiresIn);
    const session: AgentSession = {
      storeId: body.storeId,
      storeName: associate.storeName,
      storeEmployeeId: body.employeeId,
      storeEmployeeName: associate.name,
    };
    return c.json(session);
  });
}
