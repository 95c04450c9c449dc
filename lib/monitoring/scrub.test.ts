import { describe, expect, it } from 'vitest';
import { scrubText, scrubValue } from './scrub';

describe('scrubbing error reports', () => {
  it('removes emails, long numbers, tokens and query strings from text', () => {
    expect(
      scrubText(
        'Order for ada@example.com, card 4111 1111 1111 1111, phone +49 30 12345678, ' +
          'GET /en-us/order-confirmation?orderNo=1&st=secret-token#x with Bearer abc.def-123 ' +
          'and eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl',
      ),
    ).toBe(
      'Order for [email], card [number], phone [number], GET /en-us/order-confirmation with ' +
        'Bearer [token] and [token]',
    );
  });

  it('keeps what helps debugging: codes, correlation ids, paths and short numbers', () => {
    expect(scrubText('BSK409 on /api/cart/v1/cart/abc (corr-1234abcd), 3 items')).toBe(
      'BSK409 on /api/cart/v1/cart/abc (corr-1234abcd), 3 items',
    );
  });

  it('drops fields that hold personal data or secrets, however deep', () => {
    expect(
      scrubValue({
        code: 'AUT401',
        correlationId: 'corr-1',
        consumer: { email: 'a@b.co', firstName: 'Ada', phone: '123', address1: 'Main St 1' },
        headers: { cookie: 'stride_at=x', authorization: 'Bearer y', 'x-brand': 'stride' },
        body: { password: 'hunter2', recaptcha_response: 'offline.x', quantity: 2 },
      }),
    ).toEqual({
      code: 'AUT401',
      correlationId: 'corr-1',
      consumer: {},
      headers: { 'x-brand': 'stride' },
      body: { quantity: 2 },
    });
  });
});
