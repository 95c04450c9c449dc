import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import { eventRegistrationRoutes } from '../events/routes';
import { loyaltyRoutes } from '../loyalty/loyalty-routes';
import { addressRoutes } from './address-routes';
import type { ConsumerDependencies } from './consumer-dependencies';
import { lookupRoutes } from './lookup-routes';
import { notificationRoutes } from './notification-routes';
import { profileRoutes } from './profile-routes';
import { retrieveUserDataRoutes } from './retrieve-user-data-routes';
import { subscriptionRoutes } from './subscription-routes';

/** The consumer service, under /consumers-v3/consumer. */
export function consumerRoutes(deps: ConsumerDependencies) {
  return new Hono<ApiEnv>()
    .route('/', profileRoutes(deps))
    .route('/', lookupRoutes(deps))
    .route('/', addressRoutes())
    .route('/', subscriptionRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', retrieveUserDataRoutes(deps))
    .route('/', loyaltyRoutes(deps))
    .route('/', eventRegistrationRoutes(deps));
}
