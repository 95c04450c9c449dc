import { http, HttpResponse } from 'msw';
import type { ProfileResponse } from '@/lib/contracts/auth';
import {
  profileUpdateRequestSchema,
  recaptchaHeaderName,
  type ProfileUpdateRequest,
} from '@/lib/contracts/consumer';
import { offlineRecaptchaAction } from '@/lib/security/recaptcha-token';
import { errorReply, profileReply, sessionHandler, type MockRefusal } from './auth-handlers';

/** What the fake consumer API received, as sent, for assertions on request shapes. */
export interface ConsumerMockLog {
  updates: unknown[];
  lookups: { email: string; recaptcha: string | null }[];
}

type ProfileUpdate = ProfileUpdateRequest['consumerProfile'];

const defined = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** The profile after an update, as the real API applies it: only the fields sent change. */
function applyUpdate(profile: ProfileResponse, update: ProfileUpdate): ProfileResponse {
  const joins = Boolean(update.enrollments?.length);
  return {
    ...profile,
    consumerDetails: { ...profile.consumerDetails, ...defined(update.consumerDetails) },
    preferences: { ...profile.preferences, ...defined(update.preferences) },
    isLoyaltyMember: profile.isLoyaltyMember || joins,
    memberId: joins ? (profile.memberId ?? 'M0000001') : profile.memberId,
    isEmployeeDiscountTCAccepted:
      update.isEmployeeDiscountTCAccepted ?? profile.isEmployeeDiscountTCAccepted,
  };
}

export interface ConsumerHandlersOptions {
  /** The signed-in consumer's profile; the auth mocks' consumer unless given. */
  profile?: ProfileResponse;
  /** Emails the lookup finds an account for. */
  registeredEmails?: readonly string[];
  /** Whether the profile calls are authorized; always, unless given. */
  signedIn?: () => boolean;
  refuseUpdate?: MockRefusal;
}

/**
 * A small stateful consumer API: the profile read and update (the read answers every update
 * made so far, as after a reload), and the enrollment lookup, which wants an offline reCAPTCHA
 * token for `login`. A body the real contract would refuse is answered ATTR200, so a malformed
 * payload fails the test instead of passing silently.
 */
export function consumerHandlers(options: ConsumerHandlersOptions = {}) {
  const log: ConsumerMockLog = { updates: [], lookups: [] };
  const signedIn = options.signedIn ?? (() => true);
  let profile = options.profile ?? profileReply();
  const unauthorized = () => errorReply(401, 'AUT404', 'Cannot authorize.');

  const handlers = [
    sessionHandler(() =>
      signedIn() ? { status: 'active', consumerType: profile.consumerType } : { status: 'none' },
    ),
    http.get('*/api/consumers-v3/consumer/profile', () =>
      signedIn() ? HttpResponse.json(profile) : unauthorized(),
    ),
    http.put('*/api/consumers-v3/consumer/profile', async ({ request }) => {
      if (!signedIn()) return unauthorized();
      const body: unknown = await request.json();
      log.updates.push(body);
      const parsed = profileUpdateRequestSchema.safeParse(body);
      if (!parsed.success) return errorReply(400, 'ATTR200', parsed.error.message);
      const refusal = options.refuseUpdate;
      if (refusal) return errorReply(refusal.status, refusal.code, refusal.message);
      profile = applyUpdate(profile, parsed.data.consumerProfile);
      return HttpResponse.json(profile);
    }),
    http.get('*/api/consumers-v3/consumer/lookup', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const recaptcha = request.headers.get(recaptchaHeaderName);
      log.lookups.push({ email, recaptcha });
      if (!recaptcha || offlineRecaptchaAction(recaptcha) !== 'login') {
        return errorReply(403, 'AUT403', 'The captcha check failed.');
      }
      const exists = (options.registeredEmails ?? []).includes(email.toLowerCase());
      return HttpResponse.json({ exists });
    }),
  ];
  return { handlers, log };
}
