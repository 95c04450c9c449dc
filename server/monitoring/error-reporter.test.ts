import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { scrubEvent } from '@/lib/monitoring/scrub';
import { createLogReporter } from './error-reporter';

function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('the log reporter', () => {
  it('writes one structured line per failure, with its context and no personal data', () => {
    const { log, lines } = capturedLog();
    createLogReporter(log).error(new TypeError('No basket for ada@example.com'), {
      source: 'api',
      route: 'GET /cart/v1/cart/:basketId',
      correlationId: 'corr-12345678',
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        monitoring: 'error',
        source: 'api',
        route: 'GET /cart/v1/cart/:basketId',
        correlationId: 'corr-12345678',
        error: expect.objectContaining({ type: 'TypeError', message: 'No basket for [email]' }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
  });

  it('writes events as warnings named for alerting', () => {
    const { log, lines } = capturedLog();
    createLogReporter(log).event({
      name: 'bot_defence',
      fields: { code: 'AUT403', count: 3, email: 'ada@example.com' },
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, monitoring: 'bot_defence', code: 'AUT403', count: 3 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
  });
});

describe('what reaches Sentry', () => {
  it('carries no request, user or breadcrumbs, and scrubbed messages', () => {
    const event = scrubEvent({
      message: 'Order link /en-us/order-confirmation?st=secret for ada@example.com',
      request: { url: 'https://shop.example/account', cookies: { stride_at: 'x' } },
      user: { email: 'ada@example.com', ip_address: '198.51.100.7' },
      breadcrumbs: [{ message: 'typed 4111 1111 1111 1111' }],
      exception: { values: [{ type: 'Error', value: 'Failed for +49 30 12345678' }] },
      tags: { correlationId: 'corr-1' },
    });
    expect(event).toEqual({
      message: 'Order link /en-us/order-confirmation for [email]',
      exception: { values: [{ type: 'Error', value: 'Failed for [number]' }] },
      tags: { correlationId: 'corr-1' },
    });
  });
});
