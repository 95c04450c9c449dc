import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import { agentRoutes } from './agent-routes';
import { resolveAuthDependencies, type AuthOptions } from './auth-dependencies';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { createSessionMiddleware } from './session';
import { sessionStateRoutes } from './session-state-routes';
import { signInRoutes } from './sign-in-routes';
import { signOutRoutes } from './sign-out-routes';
import { signUpRoutes } from './sign-up-routes';
import { tokenRoutes } from './token-routes';

/**
 * The identity service: the session middleware every route relies on for getSubject and
 * requireConsumer, and the token, sign-in, sign-up, password, agent and profile routes.
 */
export function createIdentity(options?: AuthOptions) {
  const deps = resolveAuthDependencies(options);
  const routes = new Hono<ApiEnv>()
    .route('/', tokenRoutes(deps))
    .route('/', sessionStateRoutes(deps))
    .route('/', signInRoutes(deps))
    .route('/', signUpRoutes(deps))
    .route('/', signOutRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', agentRoutes(deps))
    .route('/', profileRoutes);
  return { session: createSessionMiddleware(deps), routes };
}
