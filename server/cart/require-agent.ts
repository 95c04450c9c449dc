import type { Context } from 'hono';
import { getAgent } from '../auth/session';
import type { AgentSubject } from '../auth/subject';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';

/** A till's call: only a store associate signed in on this device (agent login) makes it. */
export function requireAgent(c: Context<ApiEnv>, message: string): AgentSubject {
  const agent = getAgent(c);
  if (!agent) throw new ApiError('AUT404', message);
  return agent;
}
