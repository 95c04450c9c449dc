import { scrubText, scrubValue } from '@/lib/monitoring/scrub';
import type { Env } from '../config/env';
import type { Logger } from '../http/logger';
import { createSentryReporter } from './sentry-reporter';

/** Where a failure happened, for whoever reads the report; never a shopper's data. */
export interface FailureContext {
  correlationId?: string;
  /** The route or path, without its query. */
  route?: string;
  /** The spec's error code, when there is one. */
  code?: string;
  /** Where the report comes from: the API, a page render, the browser. */
  source: 'api' | 'page' | 'browser';
}

/** A named event a person can alert on (`bot_defence`, `invalid_response`), with counts. */
export interface MonitoringEvent {
  name: string;
  fields: Record<string, unknown>;
}

export interface ErrorReporter {
  error(error: unknown, context: FailureContext): void;
  event(event: MonitoringEvent): void;
}

function describe(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      type: error.name,
      message: scrubText(error.message),
      ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    };
  }
  return { type: typeof error, message: scrubText(String(error)) };
}

/** Structured log lines: the default, and what a log pipeline alerts on without an SDK. */
export function createLogReporter(log: Logger): ErrorReporter {
  return {
    error: (error, context) =>
      log.error(
        { monitoring: 'error', ...(scrubValue(context) as object), error: describe(error) },
        'error',
      ),
    event: ({ name, fields }) =>
      log.warn({ monitoring: name, ...(scrubValue(fields) as object) }, name),
  };
}

/**
 * Failures also go to Sentry when SENTRY_DSN is set; events stay log lines, which is where
 * rates are counted and alerted on (a surge of bot-defence refusals would flood an error
 * tracker).
 */
export function reporterFromEnv(env: Env, log: Logger): ErrorReporter {
  const logs = createLogReporter(log);
  if (!env.SENTRY_DSN) return logs;
  const sentry = createSentryReporter({
    dsn: env.SENTRY_DSN,
    environment: env.DEMO_MODE ? 'demo' : 'production',
  });
  return {
    error: (error, context) => {
      logs.error(error, context);
      sentry(error, context);
    },
    event: logs.event,
  };
}

let processReporter: ErrorReporter | undefined;

/** The process's reporter, made on first use. */
export async function getErrorReporter(): Promise<ErrorReporter> {
  if (!processReporter) {
    const [{ getEnv }, { logger }] = await Promise.all([
      import('../config/env'),
      import('../http/logger'),
    ]);
    processReporter = reporterFromEnv(getEnv(), logger);
  }
  return processReporter;
}
