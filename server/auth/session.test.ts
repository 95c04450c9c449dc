import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import type { ApiEnv, RequestContext } from '../http/context';
import { createMemoryState } from '../shared-state/memory-state';
import { signAccessToken } from './access-token';
import { createSessionMiddleware, getAgent, getSubject, requireConsumer } from './session';
import { markSessionsRevoked } from './session-revocation';
import { manualClock } from './testing/auth-test-kit';
import type { ConsumerSubject } from './subject';

const secret = 'unit-test-secret-unit-test-secret-unit-test';
const clock = manualClock();
const state = createMemoryState();

/** Just the middleware and a route that reports what it saw. */
const app = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.set('request', { channel: c.req.header('x-channel') ?? 'ECOMM' } as RequestContext);
    await next();
  })
  .use(createSessionMiddleware({ secret: () => secret, clock, state }))
  .get('/who', (c) => c.json({ subject: getSubject(c), agent: getAgent(c) }))
  .get('/mine', (c) => c.json(requireConsumer(c)))
  .onError((error, c) => c.json({ error: error.message }, 401));

const consumer: ConsumerSubject = {
  type: 'consumer',
  id: '9b0e1c52-6f0a-4d8e-9a53-2b3f0f5c1a77',
  consumerType: 'REGISTERED',
  sessionId: 'b5d3a8e2-1c4f-4e6a-8f2d-7a9c0e1b3d55',
};

async function who(headers: Record<string, string>) {
  const reply = await app.request('/who', { headers });
  return (await reply.json()) as { subject: unknown; agent: unknown };
}

describe('session middleware', () => {
  it('reads the consumer from the access cookie until the token expires', async () => {
    const { token, expiresIn } = signAccessToken(consumer, secret, clock.now());
    expect((await who({ cookie: `stride_at=${token}` })).subject).toEqual(consumer);
    clock.advance(expiresIn * 1000);
    expect((await who({ cookie: `stride_at=${token}` })).subject).toBeNull();
  });

  it('ignores a token signed with another secret or tampered with', async () => {
    const foreign = signAccessToken(consumer, `${secret}-other`, clock.now());
    expect((await who({ cookie: `stride_at=${foreign.token}` })).subject).toBeNull();
    const { token } = signAccessToken(consumer, secret, clock.now());
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'someone-else', typ: 'consumer' })).toString(
      'base64url',
    );
    expect(
      (await who({ cookie: `stride_at=${header}.${payload}.${signature}` })).subject,
    ).toBeNull();
  });

  it('keeps reading tokens a standard JWT library signed (sessions outlive a deployment)', async () => {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const claims = { typ: 'consumer', sub: consumer.id, consumerType: 'REGISTERED' };
    const token = await sign(
      { ...claims, sid: consumer.sessionId, iat, exp: iat + 60, jti: 'a-token-id' },
      secret,
      'HS256',
    );
    expect((await who({ cookie: `stride_at=${token}` })).subject).toEqual(consumer);
  });

  it('ignores a token whose header names another algorithm, even signed with the secret', async () => {
    const { token } = signAccessToken(consumer, secret, clock.now());
    const payload = token.split('.')[1];
    for (const alg of ['none', 'HS512']) {
      const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
      const signature = createHmac('sha256', secret)
        .update(`${header}.${payload}`)
        .digest('base64url');
      expect(
        (await who({ cookie: `stride_at=${header}.${payload}.${signature}` })).subject,
      ).toBeNull();
    }
  });

  it('reads the associate from the agent cookie, apart from the shopper', async () => {
    const agent = {
      type: 'agent' as const,
      id: 'E10001',
      storeId: 'US001',
      sessionId: 'c7e1f0a2-5b3d-4c8e-9f1a-2d4b6e8a0c13',
    };
    const { token } = signAccessToken(agent, secret, clock.now());
    expect(await who({ cookie: `stride_agent=${token}` })).toEqual({ subject: null, agent });
    // An agent token is no shopper session, whichever cookie carries it.
    expect((await who({ cookie: `stride_at=${token}` })).subject).toBeNull();
  });

  it('refuses a token whose session was revoked', async () => {
    const ended = { ...consumer, sessionId: 'd2f4a6c8-0e1b-4d3f-8a5c-7e9b1d3f5a70' };
    const { token } = signAccessToken(ended, secret, clock.now());
    expect((await who({ cookie: `stride_at=${token}` })).subject).toEqual(ended);
    await markSessionsRevoked(state, [ended.sessionId]);
    expect((await who({ cookie: `stride_at=${token}` })).subject).toBeNull();
  });

  it('takes a Bearer token only from the app webview', async () => {
    const { token } = signAccessToken(consumer, secret, clock.now());
    const bearer = { authorization: `Bearer ${token}` };
    expect((await who({ ...bearer, 'x-channel': 'MAPP' })).subject).toEqual(consumer);
    expect((await who(bearer)).subject).toBeNull();
  });

  it('requireConsumer refuses guests', async () => {
    const guest = {
      type: 'guest' as const,
      id: 'a1c2e3f4-0000-4000-8000-000000000001',
      consumerType: 'GUEST' as const,
      sessionId: 'a1c2e3f4-0000-4000-8000-000000000002',
    };
    const { token } = signAccessToken(guest, secret, clock.now());
    const reply = await app.request('/mine', { headers: { cookie: `stride_at=${token}` } });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ error: 'Cannot authorize.' });
  });
});
