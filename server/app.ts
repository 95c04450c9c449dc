import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { resolveAuthDependencies, type AuthOptions } from './auth/auth-dependencies';
import { SESSION_COOKIES } from './auth/cookies';
import { identityRoutes } from './auth/routes';
import { createSessionMiddleware } from './auth/session';
import { cartRoutes, resolveCartDependencies } from './cart';
import { catalogRoutes } from './catalog/routes';
import { resolveCheckoutDependencies } from './checkout/checkout-dependencies';
import type { ConfirmationQueue } from './checkout/confirmation-queue';
import { adyenNotificationRoutes, checkoutRoutes } from './checkout/routes';
import type { AdyenWebhookConfig } from './payments/adyen-notifications';
import type { ApplePayMerchant } from './payments/apple-pay-merchant';
import type { PaymentProvider } from './payments/provider';
import { consumerRoutes } from './consumer/routes';
import { EDITOR_COOKIE } from './content/preview-grant';
import { editorRoutes } from './content/editor-routes';
import { contentRoutes } from './content/routes';
import { publishRoutes } from './content/publish-routes';
import { getEnv } from './config/env';
import { contactUsRoutes } from './contact-us/routes';
import { createExperimentDecider, type ExperimentDecider } from './experiments/experiment-decider';
import { experimentRoutes } from './experiments/routes';
import { answersPdf } from './orders/pdf-reply';
import { BOT_DEFENCE_CODE, countBotDefence } from './monitoring/bot-defence';
import { reporterFromEnv, type ErrorReporter } from './monitoring/error-reporter';
import { monitoringRoutes } from './monitoring/routes';
import { omsRoutes } from './orders/oms-routes';
import { resolveOrderDependencies } from './orders/order-dependencies';
import { orderRoutes } from './orders/routes';
import { openApiRoutes } from './openapi/routes';
import { personalisationRoutes } from './personalisation/routes';
import type { Database } from './db/client';
import { acceptsJson, acceptsPdf } from './http/accept';
import { ApiError } from './http/api-error';
import { clientAddressOf } from './http/client-address';
import { commonHeaders } from './http/common-headers';
import { csrfGuard } from './http/csrf';
import { apiSecurityHeaders } from './http/security-headers';
import type { ApiEnv } from './http/context';
import { respondWithError } from './http/error-response';
import { logger as rootLogger, type Logger } from './http/logger';
import {
  limitBodySize,
  MAX_BODY_BYTES,
  MAX_STOREFRONT_BODY_BYTES,
  refuseUnreadableUrl,
} from './http/request-limits';
import type { SharedState } from './shared-state/shared-state';
import { collectionPointProviderFromEnv } from './stores/collection-points/configuration';
import type { CollectionPointProvider } from './stores/collection-points/provider';
import { collectionPointRoutes } from './stores/collection-points/routes';
import { storeRoutes } from './stores/routes';
import { tillCustomerRoutes } from './till/customer-routes';
import { utilityRoutes } from './utilities/routes';
import { resolveWishlistDependencies } from './wishlists/wishlist-dependencies';
import { wishlistRoutes } from './wishlists/routes';
import { walletRoutes } from './wallet/routes';

export interface ApiOptions {
  db: Database;
  brand: string;
  log?: Logger;
  /** Replaces identity-service dependencies (clock, mailer, reCAPTCHA, secret) in tests. */
  auth?: AuthOptions;
  /** Replaces the payment provider chosen by settings (tests drive Adyen through MSW). */
  payments?: PaymentProvider;
  /** Replaces Apple Pay as settings configure it (null: not configured). */
  applePay?: ApplePayMerchant | null;
  /** Replaces Adyen's webhook settings (null: notifications not received). */
  adyenWebhook?: AdyenWebhookConfig | null;
  /** Counters every instance shares; a fresh in-memory state when omitted (tests). */
  sharedState?: SharedState;
  /** Where failures and alertable events go; log lines, and Sentry when configured. */
  reporter?: ErrorReporter;
  /** Whether POST /validate-response takes reports (VALIDATE_RESPONSES, demo mode only). */
  validateResponses?: boolean;
  /** Replaces OMS_API_KEY (null: the OMS endpoint is not configured). */
  omsApiKey?: string | null;
  /** Replaces the collection points settings choose (null: none offered). */
  collectionPoints?: CollectionPointProvider | null;
  /** Where order confirmations wait behind their replies; tests pass one to wait for it. */
  confirmations?: ConfirmationQueue;
  /** Replaces the experiments' SDK that settings choose (tests close theirs when done). */
  experiments?: ExperimentDecider;
}

/** The commerce API: every path of the specification's services, under /api. */
export function createApi({
  db,
  brand,
  log = rootLogger,
  auth,
  payments,
  applePay,
  adyenWebhook,
  sharedState,
  reporter = reporterFromEnv(getEnv(), log),
  validateResponses = getEnv().DEMO_MODE && getEnv().VALIDATE_RESPONSES,
  omsApiKey,
  collectionPoints = collectionPointProviderFromEnv(getEnv()),
  confirmations,
  experiments,
}: ApiOptions) {
  const api = new Hono<ApiEnv>().basePath('/api');
  // Resolved once: every domain gets the identity service's clock, shared state and verifier.
  const authDeps = resolveAuthDependencies({
    ...(sharedState ? { state: sharedState } : {}),
    ...auth,
  });
  const checkout = resolveCheckoutDependencies(db, authDeps, log, {
    ...(payments ? { payments } : {}),
    ...(applePay !== undefined ? { applePay } : {}),
    ...(adyenWebhook !== undefined ? { adyenWebhook } : {}),
    ...(confirmations ? { confirmations } : {}),
  });
  const orderService = resolveOrderDependencies(checkout, omsApiKey);

  const securityHeaders = apiSecurityHeaders(getEnv().DEMO_MODE);
  // Outermost, so refusals, errors and not-found answers carry the headers too.
  api.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
  });
  api.use(async (c, next) => {
    c.set('db', db);
    c.set('brand', brand);
    c.set('log', log);
    c.set('correlationId', randomUUID());
    c.set(
      'clientAddress',
      clientAddressOf((name) => c.req.header(name)),
    );
    const started = performance.now();
    await next();
    c.get('log').info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  api.use(refuseUnreadableUrl);
  api.use(limitBodySize(MAX_BODY_BYTES));
  // Adyen's webhook sends none of the storefront's headers and wants "[accepted]" back: it is
  // answered before the header checks, behind its own basic auth and signatures.
  api.route('/', adyenNotificationRoutes(checkout, reporter));
  // The order-management system calls server to server, behind its bearer key.
  api.route('/', omsRoutes(orderService));
  api.route(
    '/',
    publishRoutes({ ...authDeps, publishToken: getEnv().CONTENT_PUBLISH_TOKEN ?? null }),
  );
  api.use(async (c, next) => {
    // Every answer is JSON but the documents to download; a client that accepts only something
    // else is told so up front.
    const accept = c.req.header('accept');
    if (!acceptsJson(accept) && !(answersPdf(c.req.path) && acceptsPdf(accept))) {
      throw new ApiError('API406');
    }
    await next();
  });
  api.use(limitBodySize(MAX_STOREFRONT_BODY_BYTES));
  // The page sends its reports as beacons, which carry no custom headers; they only log.
  api.route('/', monitoringRoutes({ ...authDeps, reporter, validateResponses }));
  // The API's public description, readable by tools that send none of the storefront's headers.
  api.route('/', openApiRoutes());
  // Pages ask for experiment decisions with a plain fetch: the call needs no storefront headers.
  api.route(
    '/',
    experimentRoutes({
      ...authDeps,
      decider:
        experiments ??
        createExperimentDecider({
          db,
          sdkKey: getEnv().OPTIMIZELY_SDK_KEY ?? null,
          clock: authDeps.clock,
          log,
        }),
    }),
  );
  api.use(commonHeaders);
  // The editor's grant authenticates too: publishing must not be triggered from another site.
  api.use(csrfGuard([...SESSION_COOKIES, EDITOR_COOKIE], authDeps.publicBaseUrl));
  api.use(createSessionMiddleware(authDeps));

  api.route('/', identityRoutes(authDeps));
  api.route('/', consumerRoutes(authDeps));
  api.route('/', orderRoutes(orderService));
  api.route('/', catalogRoutes(authDeps));
  api.route('/', contentRoutes(authDeps));
  api.route('/', editorRoutes(authDeps));
  api.route('/', utilityRoutes());
  api.route('/', storeRoutes());
  api.route('/', collectionPointRoutes({ ...authDeps, provider: collectionPoints }));
  api.route('/', tillCustomerRoutes(authDeps));
  const cartDeps = resolveCartDependencies(authDeps.clock);
  api.route('/', cartRoutes(cartDeps));
  api.route('/', personalisationRoutes({ clock: authDeps.clock, idleDays: cartDeps.idleDays }));
  api.route('/', checkoutRoutes(checkout));
  api.route('/', wishlistRoutes(resolveWishlistDependencies(authDeps)));
  api.route('/', walletRoutes(checkout));
  api.route('/', contactUsRoutes({ ...authDeps, business: orderService.business }));

  api.notFound((c) =>
    respondWithError(c, new ApiError('API404', `No endpoint ${c.req.method} ${c.req.path}.`)),
  );
  const botDefence = countBotDefence(reporter);
  api.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.code === BOT_DEFENCE_CODE) botDefence(c.req.path, c.get('correlationId'));
      return respondWithError(c, error);
    }
    reporter.error(error, {
      source: 'api',
      route: `${c.req.method} ${c.req.routePath}`,
      correlationId: c.get('correlationId'),
    });
    return respondWithError(c, new ApiError('GEN500'));
  });
  return api;
}

export type Api = ReturnType<typeof createApi>;
