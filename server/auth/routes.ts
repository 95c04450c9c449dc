import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import { agentRoutes } from './agent-routes';
import type { AuthDependencies } from './auth-dependencies';
import { loyaltyTokenRoutes } from './loyalty-token-routes';
import { passwordRoutes } from './password-routes';
import { sessionStateRoutes } from './session-state-routes';
import { signInRoutes } from './sign-in-routes';
import { signOutRoutes } from './sign-out-routes';
import { signUpRoutes } from './sign-up-routes';
import { tokenRoutes } from './token-routes';

/**
 * The identity service's routes: tokens, sign-in, sign-up, sign-out, passwords, associates and
 * the loyalty token. Its session middleware (session.ts) is mounted ahead of every domain.
 */
export function identityRoutes(deps: AuthDependencies) {
  return new Hono<ApiEnv>()
    .route('/', tokenRoutes(deps))
    .route('/', sessionStateRoutes(deps))
    .route('/', signInRoutes(deps))
    .route('/', signUpRoutes(deps))
    .route('/', signOutRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', agentRoutes(deps))
    .route('/', loyaltyTokenRoutes());
}
