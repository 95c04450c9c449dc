import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../auth/testing/auth-test-kit';
import type { DatabaseHandle } from '../db/client';
import { createTestApi, firstError } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import type { ErrorReporter, FailureContext, MonitoringEvent } from './error-reporter';
import { CLIENT_REPORTS_PER_MINUTE } from './routes';

function recordingReporter() {
  const errors: { message: string; context: FailureContext }[] = [];
  const events: MonitoringEvent[] = [];
  const reporter: ErrorReporter = {
    error: (error, context) =>
      errors.push({ message: error instanceof Error ? error.message : String(error), context }),
    event: (event) => events.push(event),
  };
  return { reporter, errors, events };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** As a page's beacon sends it: JSON as text/plain. */
const post = (call: ReturnType<typeof createTestApi>, path: string, body: unknown) =>
  call(path, {
    method: 'POST',
    rawBody: JSON.stringify(body),
    headers: { ...freshAddress(), 'content-type': 'text/plain;charset=UTF-8' },
  });

describe('the browser’s reports', () => {
  it('logs a page error with its correlation id, scrubbed of personal data', async () => {
    const { reporter, errors } = recordingReporter();
    const call = createTestApi(database.db, { reporter });
    const reply = await post(call, '/monitoring/v1/events', {
      kind: 'error',
      message: 'Cannot read items of ada@example.com, card 4111 1111 1111 1111',
      page: '/en-us/checkout',
      correlationId: 'corr-12345678',
    });
    expect(reply.status).toBe(204);
    expect(errors).toEqual([
      expect.objectContaining({
        context: { source: 'browser', route: '/en-us/checkout', correlationId: 'corr-12345678' },
      }),
    ]);
  });

  it('turns a 403 with appId into a bot-defence event', async () => {
    const { reporter, events } = recordingReporter();
    const call = createTestApi(database.db, { reporter });
    await post(call, '/monitoring/v1/events', {
      kind: 'bot_defence',
      method: 'POST',
      path: '/consumers-v3/auth/signin',
      code: 'AUT403',
      appId: 'commerce-api',
      count: 2,
    });
    expect(events).toEqual([
      {
        name: 'bot_defence',
        fields: expect.objectContaining({ source: 'browser', code: 'AUT403', count: 2 }),
      },
    ]);
  });

  it('refuses reports that are not the contract’s, with the spec’s error shape', async () => {
    const call = createTestApi(database.db, { reporter: recordingReporter().reporter });
    const reply = await post(call, '/monitoring/v1/events', {
      kind: 'error',
      message: 'x'.repeat(501),
      page: '/en-us/p/a?token=secret',
    });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)?.errorId).toBe('ATTR200');
  });

  it(`takes ${CLIENT_REPORTS_PER_MINUTE} reports a minute from one address`, async () => {
    const call = createTestApi(database.db, { reporter: recordingReporter().reporter });
    const from = freshAddress();
    const send = () =>
      call('/monitoring/v1/events', {
        method: 'POST',
        headers: from,
        body: { kind: 'error', message: 'boom' },
      });
    for (let sent = 0; sent < CLIENT_REPORTS_PER_MINUTE; sent += 1) {
      expect((await send()).status).toBe(204);
    }
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(firstError(refused.json)?.errorId).toBe('AUT403');
  });
});

describe('the API’s own reports', () => {
  it('raises a bot-defence event, with a running count, for each AUT403 it answers', async () => {
    const { reporter, events } = recordingReporter();
    const call = createTestApi(database.db, { reporter });
    const from = freshAddress();
    for (let sent = 0; sent <= CLIENT_REPORTS_PER_MINUTE + 1; sent += 1) {
      await call('/monitoring/v1/events', {
        method: 'POST',
        headers: from,
        body: { kind: 'error', message: 'boom' },
      });
    }
    const botDefence = events.filter((event) => event.name === 'bot_defence');
    expect(botDefence.map((event) => event.fields.count)).toEqual([1, 2]);
    expect(botDefence[0]!.fields).toMatchObject({
      source: 'api',
      path: '/api/monitoring/v1/events',
    });
  });
});

describe('POST /validate-response', () => {
  const invalid = {
    method: 'GET',
    path: '/cart/v1/cart/b-1',
    status: 200,
    issues: [{ path: 'totals.total', code: 'invalid_type', message: 'Expected number' }],
  };

  it('does not exist unless response validation is on', async () => {
    const call = createTestApi(database.db, { reporter: recordingReporter().reporter });
    const reply = await post(call, '/validate-response', invalid);
    expect(reply.status).toBe(404);
  });

  it('logs a reply that failed its contract when it is on', async () => {
    const { reporter, events } = recordingReporter();
    const call = createTestApi(database.db, { reporter, validateResponses: true });
    expect((await post(call, '/validate-response', invalid)).status).toBe(204);
    expect(events).toEqual([
      { name: 'invalid_response', fields: { source: 'browser', ...invalid } },
    ]);
  });
});
