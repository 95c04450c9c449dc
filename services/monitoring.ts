import type { ClientEvent, InvalidResponse } from '@/lib/contracts/monitoring';
import { scrubEvent, scrubText } from '@/lib/monitoring/scrub';
import { isCommerceApiError } from './api-error';
import type { ApiFailure, TransportObserver } from './transport';

export interface BrowserMonitoringOptions {
  /** Sentry's DSN for the browser; without it reports go to the store's log. */
  dsn: string | null;
  /** Replies that fail their contract are posted to /validate-response (demo mode only). */
  validateResponses: boolean;
  /** Hands a report to the API (a beacon in the browser); never reports itself. */
  send: (path: string, body: unknown) => void;
}

export interface BrowserMonitoring extends TransportObserver {
  /** An uncaught error, or one a page's error boundary caught. */
  error(error: unknown): void;
}

type Sentry = typeof import('@sentry/browser');
let sentry: Promise<Sentry> | undefined;

/** Sentry's browser SDK, loaded on the first report, so pages without one carry none of it. */
function loadSentry(dsn: string): Promise<Sentry> {
  sentry ??= import('@sentry/browser').then((sdk) => {
    sdk.init({
      dsn,
      // No breadcrumbs: they would record URLs with tokens and what the shopper typed.
      defaultIntegrations: false,
      integrations: [sdk.dedupeIntegration()],
      beforeSend: (event) => scrubEvent(event),
    });
    return sdk;
  });
  return sentry;
}

const pagePath = () => window.location.pathname;

/**
 * The page's reports (spec 000 section 8): every refusal with errorDetails is logged, a 403
 * with appId raises the bot-defence event with this page's count, uncaught errors are
 * reported with the correlation id when they came from a call, and replies that fail their
 * contract are posted for validation when that is on.
 */
export function createBrowserMonitoring(options: BrowserMonitoringOptions): BrowserMonitoring {
  let botDefenceCount = 0;
  const log = (event: ClientEvent) => options.send('/monitoring/v1/events', event);

  return {
    failed(failure: ApiFailure) {
      const { method, path, status, code, correlationId } = failure;
      if (status === 403 && failure.appId) {
        botDefenceCount += 1;
        log({
          kind: 'bot_defence',
          method,
          path,
          code,
          appId: failure.appId,
          count: botDefenceCount,
          correlationId,
        });
        return;
      }
      log({ kind: 'api_failure', method, path, status, code, correlationId });
    },
    async invalidReply({ method, path, status, error }) {
      if (!options.validateResponses) return;
      // Demo mode only: the report's contract loads with the first reply that fails its own.
      const { invalidResponseSchema } = await import('@/lib/contracts/monitoring');
      const report: InvalidResponse = {
        method,
        path,
        status,
        issues: error.issues.slice(0, 20).map((issue) => ({
          path: issue.path.join('.').slice(0, 200),
          code: issue.code,
          message: scrubText(issue.message).slice(0, 300),
        })),
      };
      options.send('/validate-response', invalidResponseSchema.parse(report));
    },
    error(error) {
      if (options.dsn) {
        void loadSentry(options.dsn).then((sdk) => sdk.captureException(error));
        return;
      }
      const described = error instanceof Error ? error : new Error(String(error));
      // A server render's failure reaches the page as a digest naming its server log line.
      const digest = (error as { digest?: unknown }).digest;
      const message =
        typeof digest === 'string' ? `${described.message} (digest ${digest})` : described.message;
      log({
        kind: 'error',
        type: described.name.slice(0, 100),
        message: scrubText(message).slice(0, 500),
        page: pagePath(),
        ...(isCommerceApiError(error) && error.correlationId
          ? { correlationId: error.correlationId }
          : {}),
      });
    },
  };
}

/** Reports what nothing else caught, once per page. */
export function watchUncaughtErrors(monitoring: BrowserMonitoring): () => void {
  const onError = (event: ErrorEvent) => monitoring.error(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => monitoring.error(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
