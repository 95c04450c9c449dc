import { http, HttpResponse } from 'msw';
import { signUpRequestSchema } from '@/lib/contracts/auth';
import { profileUpdateRequestSchema, subscriptionUpdateSchema } from '@/lib/contracts/consumer';
import { errorReply, profileReply, testConsumer, type MockRefusal } from './auth-handlers';

/** What the fake sign-up API received: the body and the source header of each call. */
export interface SignUpMockLog {
  signUp: { body: Record<string, unknown>; source: string | null }[];
  loyaltyToken: Record<string, unknown>[];
  /** What the new member saved afterwards: interests (profile) and the newsletter. */
  profileUpdates: unknown[];
  subscriptions: unknown[];
}

/**
 * The server clock, sign-up and loyalty token calls, and the new member's interests and
 * newsletter saved after it. The clock answers `now` (not the test
 * machine's), so tests can show that age checks use it. A body the real contract would refuse
 * is answered ATTR200, so a malformed payload fails the test instead of passing silently.
 */
export function signUpHandlers(options: { now?: Date; refuse?: MockRefusal } = {}) {
  const log: SignUpMockLog = {
    signUp: [],
    loyaltyToken: [],
    profileUpdates: [],
    subscriptions: [],
  };
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
    http.put('*/api/consumers-v3/consumer/profile', async ({ request }) => {
      const body: unknown = await request.json();
      log.profileUpdates.push(body);
      const parsed = profileUpdateRequestSchema.safeParse(body);
      if (!parsed.success) return errorReply(400, 'ATTR200', parsed.error.message);
      const profile = profileReply();
      return HttpResponse.json({
        ...profile,
        preferences: { ...profile.preferences, ...parsed.data.consumerProfile.preferences },
      });
    }),
    http.put('*/api/consumers-v3/consumer/subscription', async ({ request }) => {
      const body: unknown = await request.json();
      log.subscriptions.push(body);
      const parsed = subscriptionUpdateSchema.safeParse(body);
      if (!parsed.success) return errorReply(400, 'ATTR200', parsed.error.message);
      const { channel, optin } = parsed.data;
      return HttpResponse.json({
        type: 'Newsletter',
        channel,
        recipient: testConsumer.email,
        optin,
        doubleOptin: false,
        optinDate: optin ? new Date().toISOString() : null,
        optoutDate: optin ? null : new Date().toISOString(),
        doubleOptinDate: null,
        source: 'account',
      });
    }),
  ];
  return { handlers, log };
}
