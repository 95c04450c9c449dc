import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBrowserMonitoring } from './monitoring';
import { createTransport } from './transport';

const errorBody = (errorId: string) => ({
  errorDetails: [{ errorId, message: errorId }],
  appId: 'commerce-api',
  correlationId: 'corr-abcdef12',
});

/** A page's transport and monitoring against a fake API; `sent` is what reached the log. */
function page({ validateResponses = false } = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const answers: Record<string, Response> = {};
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api', '');
    return answers[path] ?? Response.json({}, { status: 404 });
  };
  const base = {
    baseUrl: 'http://test/api',
    fetch,
    brand: 'stride',
    locale: 'en-us' as const,
    channel: 'ECOMM' as const,
    sessionId: 'tab-1',
  };
  const monitoring = createBrowserMonitoring({
    dsn: null,
    validateResponses,
    send: (path, body) => sent.push({ path, body }),
  });
  const request = createTransport({ ...base, observe: monitoring });
  return { sent, answers, monitoring, request };
}

describe('browser monitoring', () => {
  it('raises the bot-defence event for a 403 with appId, counting them on the page', async () => {
    const { sent, answers, request } = page();
    for (const _ of [1, 2]) {
      answers['/consumers-v3/auth/signin'] = Response.json(errorBody('AUT403'), { status: 403 });
      await request({
        method: 'POST',
        path: '/consumers-v3/auth/signin',
        body: {},
        schema: z.object({}),
      }).catch(() => undefined);
    }
    expect(sent.map((report) => report.body)).toEqual([
      expect.objectContaining({
        kind: 'bot_defence',
        code: 'AUT403',
        appId: 'commerce-api',
        count: 1,
      }),
      expect.objectContaining({ kind: 'bot_defence', count: 2, correlationId: 'corr-abcdef12' }),
    ]);
  });

  it('logs every other refusal with its code and correlation id, without the query', async () => {
    const { sent, answers, request } = page();
    answers['/cart/v1/cart/b-1'] = Response.json(errorBody('BSK404'), { status: 404 });
    await request({
      path: '/cart/v1/cart/b-1',
      query: { email: 'a@b.co' },
      schema: z.object({}),
    }).catch(() => undefined);
    expect(sent).toEqual([
      {
        path: '/monitoring/v1/events',
        body: {
          kind: 'api_failure',
          method: 'GET',
          path: '/cart/v1/cart/b-1',
          status: 404,
          code: 'BSK404',
          correlationId: 'corr-abcdef12',
        },
      },
    ]);
  });

  it('posts a reply that fails its contract only while validation is on', async () => {
    for (const validateResponses of [false, true]) {
      const { sent, answers, request } = page({ validateResponses });
      answers['/cart/v1/cart/b-1'] = Response.json({ total: 'ten' });
      await expect(
        request({ path: '/cart/v1/cart/b-1', schema: z.object({ total: z.number() }) }),
      ).rejects.toThrow();
      expect(sent).toEqual(
        validateResponses
          ? [
              {
                path: '/validate-response',
                body: {
                  method: 'GET',
                  path: '/cart/v1/cart/b-1',
                  status: 200,
                  issues: [expect.objectContaining({ path: 'total', code: 'invalid_type' })],
                },
              },
            ]
          : [],
      );
    }
  });

  it('reports an uncaught error to the log, scrubbed', async () => {
    const { sent, monitoring } = page();
    monitoring.error(new Error('No address for ada@example.com'));
    expect(sent).toEqual([
      {
        path: '/monitoring/v1/events',
        body: expect.objectContaining({ kind: 'error', message: 'No address for [email]' }),
      },
    ]);
  });
});
