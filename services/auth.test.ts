import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenReply } from '@/mocks/auth-handlers';
import { createAccountAuthClient } from './account-auth';
import { createAuthClient, TOKEN_RETRY_DELAY_MS, type AuthClientOptions } from './auth';
import { createTransport } from './transport';

function errorResponse(status: number, errorId: string) {
  return Response.json(
    { errorDetails: [{ errorId, message: errorId }], appId: 'test', correlationId: 'test' },
    { status },
  );
}

/** An auth client whose fetch answers with the given responses, one per call, in order. */
function clientAnswering(responses: Response[], options?: AuthClientOptions) {
  const fetch = vi.fn(async (_request: Request) => {
    const next = responses.shift();
    if (!next) throw new Error('No more responses.');
    return next;
  });
  const request = createTransport({
    baseUrl: 'http://test/api',
    fetch,
    brand: 'stride',
    locale: 'en-us',
    channel: 'ECOMM',
    sessionId: 'test-session',
  });
  return {
    auth: createAuthClient(request, options),
    account: createAccountAuthClient(request),
    fetch,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth client', () => {
  it('retries the token call once, 2000 ms after a 409', async () => {
    vi.useFakeTimers();
    const { auth, fetch } = clientAnswering([
      errorResponse(409, 'AUT409'),
      Response.json(tokenReply()),
    ]);
    const token = auth.getToken({ type: 'Guest' });
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(token).resolves.toMatchObject({ consumerType: 'GUEST' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry', async () => {
    const { auth, fetch } = clientAnswering(
      [errorResponse(409, 'AUT409'), errorResponse(409, 'AUT409')],
      { retryDelayMs: 0 },
    );
    await expect(auth.getToken({ type: 'Guest' })).rejects.toMatchObject({ code: 'AUT409' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry other refusals', async () => {
    const { auth, fetch } = clientAnswering([errorResponse(401, 'AUT432')]);
    await expect(
      auth.getToken({
        type: 'Registered',
        authorizationCode: 'a-code-of-sixteen-chars',
        codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      }),
    ).rejects.toMatchObject({ code: 'AUT432' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends sign-in with the S256 method and a lead source as the source header', async () => {
    const { auth, account, fetch } = clientAnswering([
      Response.json({ authorizationCode: 'code' }),
      Response.json({ consumerId: 'c1', consumerNo: 'n1', memberId: null }),
    ]);
    await auth.signIn({ username: 'ada@example.com', password: 'x', codeChallenge: 'c' });
    const signIn = fetch.mock.calls[0]?.[0];
    expect(signIn?.url).toBe('http://test/api/consumers-v3/auth/signin');
    expect(await signIn?.json()).toMatchObject({ type: 'Registered', codeChallengeMethod: 'S256' });

    await account.signUp(
      {
        email: 'ada@example.com',
        password: 'Sneakers24',
        firstName: 'Ada',
        lastName: 'Lovelace',
        countryCode: 'US',
        isTermsConfirmed: true,
      },
      { source: 'STORE42' },
    );
    expect(fetch.mock.calls[1]?.[0].headers.get('x-source')).toBe('STORE42');
  });
});
