import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import { loyaltyRoutes } from '../loyalty/loyalty-routes';
import { addressRoutes } from './address-routes';
import type { ConsumerDependencies } from './consumer-dependencies';
import { lookupRoutes } from './lookup-routes';
import { profileRoutes } from './profile-routes';
import { subscriptionRoutes } from './subscription-routes';

/** The consumer service, under /consumers-v3/consumer. */
export function consumerRoutes(deps: ConsumerDependencies) {
  return new Hono<ApiEnv>()
    .route('/', profileRoutes(deps))
    .route('/', lookupRoutes(deps))
    .route('/', addressRoutes())
    .route('/', subscriptionRoutes(deps))
    .route('/', loyaltyRoutes(deps));
}
