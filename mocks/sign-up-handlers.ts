import { http, HttpResponse } from 'msw';
import { signUpRequestSchema } from '@/lib/contracts/auth';
import { errorReply, type MockRefusal } from './auth-handlers';

/** What the fake sign-up API received: the body and the source header of each call. */
export interface SignUpMockLog {
  signUp: { body: Record<string, unknown>; source: string | null }[];
  loyaltyToken: Record<string, unknown>[];
}

/**
 * The server clock, sign-up and loyalty token calls. The clock answers `now` (not the test
 * machine's), so tests can show that age checks use it. A body the real contract would refuse
 * is answered ATTR200, so a malformed payload fails the test instead of passing silently.
 */
export function signUpHandlers(options: { now?: Date; refuse?: MockRefusal } = {}) {
  const log: SignUpMockLog = { signUp: [], loyaltyToken: [] };
  const now = options.now ?? new Date();

  const handlers = [
    http.get('*/api/fapi/server/time', () =>
      HttpResponse.json({ timestamp: now.toISOString(), epochMs: now.getTime() }),
    ),
    http.post('*/api/consumers-v3/auth/signup', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      log.signUp.push({ body, source: request.headers.get('x-source') });
      if (options.refuse) {
        const { status, code, message } = options.refuse;
        return errorReply(status, code, message);
      }
      const parsed = signUpRequestSchema.safeParse(body);
      if (!parsed.success) return errorReply(400, 'ATTR200', parsed.error.message);
      return HttpResponse.json(
        {
          consumerId: '0b7f5a2e-7d0c-4c53-9d0e-5b3c1f1e9a01',
          consumerNo: 'C0000001',
          memberId: parsed.data.loyalty ? 'M0000001' : null,
        },
        { status: 201 },
      );
    }),
    http.post('*/api/consumers-v3/consumer/loyalty/token', async ({ request }) => {
      log.loyaltyToken.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ memberId: 'M0000001' });
    }),
  ];
  return { handlers, log };
}
