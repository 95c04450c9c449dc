import { Hono } from 'hono';
import { clientEventSchema, invalidResponseSchema } from '@/lib/contracts/monitoring';
import type { AuthDependencies } from '../auth/auth-dependencies';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { createRateLimiter } from '../security/rate-limit';
import type { ErrorReporter } from './error-reporter';

/** Reports one page may send a minute: enough for a bad moment, too few to flood the log. */
export const CLIENT_REPORTS_PER_MINUTE = 30;

/** The shared clock and counters for the rate limit, and where the reports go. */
export interface MonitoringDependencies extends Pick<AuthDependencies, 'clock' | 'state'> {
  reporter: ErrorReporter;
  /** Whether POST /validate-response takes reports (VALIDATE_RESPONSES, demo mode only). */
  validateResponses: boolean;
}

/**
 * The browser's reports (ours, beyond the spec): POST /monitoring/v1/events for failures and
 * the bot-defence event, POST /validate-response for replies that failed their contract, only
 * while VALIDATE_RESPONSES is on in demo mode. Both are rate limited per client address and
 * scrubbed again before they are logged.
 */
export function monitoringRoutes({
  clock,
  state,
  reporter,
  validateResponses,
}: MonitoringDependencies) {
  const perAddress = createRateLimiter({
    name: 'client-reports',
    state,
    limit: CLIENT_REPORTS_PER_MINUTE,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });
  const within = async (address: string) => {
    if (!(await perAddress.take(address))) {
      throw new ApiError('AUT403', 'Too many reports. Try again in a minute.');
    }
  };

  return new Hono<ApiEnv>()
    .post('/monitoring/v1/events', async (c) => {
      await within(c.get('clientAddress'));
      const event = await readJsonBody(c, clientEventSchema, { asPlainText: true });
      if (event.kind === 'error') {
        reporter.error(new Error(event.message), {
          source: 'browser',
          ...(event.page ? { route: event.page } : {}),
          ...(event.correlationId ? { correlationId: event.correlationId } : {}),
        });
      } else {
        reporter.event({ name: event.kind, fields: { source: 'browser', ...event } });
      }
      return c.body(null, 204);
    })
    .post('/validate-response', async (c) => {
      if (!validateResponses) throw new ApiError('API404', 'No endpoint POST /validate-response.');
      await within(c.get('clientAddress'));
      const report = await readJsonBody(c, invalidResponseSchema, { asPlainText: true });
      reporter.event({ name: 'invalid_response', fields: { source: 'browser', ...report } });
      return c.body(null, 204);
    });
}
