import {
  createStackParser,
  createTransport,
  Scope,
  type TransportMakeRequestResponse,
  type TransportRequest,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { scrubEvent } from '@/lib/monitoring/scrub';
import type { ErrorReporter } from './error-reporter';

/**
 * Sentry's server runtime client (the core the edge and serverless SDKs are built on), sending
 * with Node's fetch: no instrumentation of the process, only the reports the store makes.
 * Requests, users and breadcrumbs are never attached; messages and extras are scrubbed.
 */
export function createSentryReporter(options: {
  dsn: string;
  environment: string;
}): ErrorReporter['error'] {
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    integrations: [],
    sendDefaultPii: false,
    stackParser: createStackParser(nodeStackLineParser()),
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request: TransportRequest) => {
        const body = typeof request.body === 'string' ? request.body : new Uint8Array(request.body);
        const reply = await fetch(transportOptions.url, { method: 'POST', body });
        return { statusCode: reply.status } satisfies TransportMakeRequestResponse;
      }),
    beforeSend: (event) => scrubEvent(event),
  });
  client.init();

  return (error, context) => {
    const scope = new Scope();
    for (const [name, value] of Object.entries(context)) if (value) scope.setTag(name, value);
    client.captureException(error, undefined, scope);
  };
}
