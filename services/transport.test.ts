import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTransport, type TransportObserver } from './transport';

const countSchema = z.object({ count: z.number() });
const readCount = (value: unknown) =>
  typeof value === 'object' && value !== null && 'count' in value && typeof value.count === 'number'
    ? { count: value.count }
    : null;

function transportAnswering(reply: unknown, observe?: TransportObserver) {
  return createTransport({
    baseUrl: 'http://test/api',
    fetch: async () => Response.json(reply),
    brand: 'stride',
    locale: 'en-us',
    channel: 'ECOMM',
    sessionId: 'test-session',
    observe,
  });
}

describe('transport', () => {
  it('returns a reply its reader accepts without loading the contract', async () => {
    const loadSchema = vi.fn(async () => countSchema);
    const request = transportAnswering({ count: 3, extra: true });
    await expect(
      request({ path: '/count', schema: loadSchema, reader: readCount }),
    ).resolves.toEqual({ count: 3 });
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it('parses a reply its reader refuses with the contract, which reports what is wrong', async () => {
    const invalidReply = vi.fn();
    const request = transportAnswering({ count: 'three' }, { failed: vi.fn(), invalidReply });
    await expect(
      request({ path: '/count', schema: async () => countSchema, reader: readCount }),
    ).rejects.toBeInstanceOf(z.ZodError);
    expect(invalidReply).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/count', error: expect.any(z.ZodError) }),
    );
  });
});
