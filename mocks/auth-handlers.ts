import { http, HttpResponse } from 'msw';
import type { ProfileResponse, SessionState, TokenResponse } from '@/lib/contracts/auth';

/** The consumer the fake identity API knows; sign in with these credentials. */
export const testConsumer = {
  consumerId: '0b7f5a2e-7d0c-4c53-9d0e-5b3c1f1e9a01',
  consumerNo: 'C0000001',
  email: 'ada@example.com',
  password: 'Sneakers24',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as const;

export function errorReply(status: number, errorId: string, message: string) {
  return HttpResponse.json(
    { errorDetails: [{ errorId, message }], appId: 'mock', correlationId: 'mock' },
    { status },
  );
}

export function tokenReply(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return {
    consumerId: null,
    consumerNo: null,
    consumerType: 'GUEST',
    basketId: null,
    favorites: null,
    saveForLaterId: null,
    memberId: null,
    isEmployeeDiscountTCAccepted: false,
    expiresIn: 900,
    ...overrides,
  };
}

export function profileReply(): ProfileResponse {
  return {
    consumerId: testConsumer.consumerId,
    consumerNo: testConsumer.consumerNo,
    consumerType: 'REGISTERED',
    consumerDetails: {
      email: testConsumer.email,
      firstName: testConsumer.firstName,
      lastName: testConsumer.lastName,
      phone: null,
      phoneCode: null,
      postalCode: null,
      birthDate: null,
      gender: null,
    },
    isLoyaltyMember: false,
    memberId: null,
    isEmployeeDiscountTCAccepted: false,
    preferences: {},
  };
}

/** A refusal the fake sign-in answers with instead of checking the credentials. */
/** GET /token/v2/auth/session answering whatever `state` says at the time of the call. */
export function sessionHandler(state: () => SessionState) {
  return http.get('*/api/token/v2/auth/session', () => HttpResponse.json<SessionState>(state()));
}

export interface MockRefusal {
  status: number;
  code: string;
  message: string;
}

/** What the fake identity API received, for assertions on request shapes. */
export interface AuthMockLog {
  signIn: Record<string, unknown>[];
  token: Record<string, unknown>[];
  signOut: number;
  refresh: number;
}

const AUTHORIZATION_CODE = 'mock-authorization-code-0001';

/**
 * A small stateful identity API: signin checks the credentials and returns a code, the token
 * call redeems it (type Registered) or starts a guest session, the session call says which,
 * profile answers 401 until then, and signout ends the session. Start signed in with
 * `{ signedIn: true }`.
 */
export function authHandlers(options: { signedIn?: boolean; refuseSignIn?: MockRefusal } = {}) {
  const log: AuthMockLog = { signIn: [], token: [], signOut: 0, refresh: 0 };
  let signedIn = options.signedIn ?? false;
  let guest = false;

  const handlers = [
    http.post('*/api/consumers-v3/auth/signin', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      log.signIn.push(body);
      const refusal = options.refuseSignIn;
      if (refusal) return errorReply(refusal.status, refusal.code, refusal.message);
      if (body.username !== testConsumer.email || body.password !== testConsumer.password) {
        return errorReply(401, 'AUT401', 'Invalid credentials.');
      }
      return HttpResponse.json({ authorizationCode: AUTHORIZATION_CODE });
    }),
    http.post('*/api/token/v2/auth/token', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      log.token.push(body);
      if (body.type === 'Guest') {
        guest = !signedIn;
        return HttpResponse.json(tokenReply());
      }
      if (body.authorizationCode !== AUTHORIZATION_CODE) {
        return errorReply(401, 'AUT432', 'Authorization failed.');
      }
      signedIn = true;
      return HttpResponse.json(
        tokenReply({
          consumerId: testConsumer.consumerId,
          consumerNo: testConsumer.consumerNo,
          consumerType: 'REGISTERED',
        }),
      );
    }),
    sessionHandler(() =>
      signedIn
        ? { status: 'active', consumerType: 'REGISTERED' }
        : guest
          ? { status: 'active', consumerType: 'GUEST' }
          : { status: 'none' },
    ),
    http.post('*/api/token/v2/auth/refresh', () => {
      log.refresh += 1;
      return errorReply(401, 'AUT404', 'No refresh token was sent.');
    }),
    http.get('*/api/consumers-v3/consumer/profile', () =>
      signedIn ? HttpResponse.json(profileReply()) : errorReply(401, 'AUT404', 'Cannot authorize.'),
    ),
    http.post('*/api/consumers-v3/consumer/auth/signout', () => {
      log.signOut += 1;
      signedIn = false;
      guest = false;
      return HttpResponse.json({ success: true });
    }),
  ];
  return { handlers, log };
}
