import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  serializeConsent,
  ALL_ACCEPTED,
  ALL_REJECTED,
} from '@/lib/consent/consent';
import { decideResponseSchema, type DecideResponse } from '@/lib/contracts/personalisation';
import { canvases } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { CookieJar, firstError, TEST_BRAND } from '../testing/test-api';
import {
  cartClient,
  guestShopper,
  localeHeaders,
  setupCartApi,
  signedInShopper,
  variantOf,
  type Shopper,
} from '../cart/testing/cart-test-kit';
import { VISITOR_COOKIE } from './visitor-id';

const { call, db } = setupCartApi();

const words = (id: string) => [{ type: 'rich-text', id, paragraphs: [id] }];
const audiences = [
  'loyalty-member',
  'employee',
  'athlete',
  'pro',
  'athlete-or-pro',
  'not-athlete-or-pro',
  'cart-not-empty',
  'cart-empty',
  'non-loyalty-logged-in',
  'logged-in',
  'logged-out',
] as const;
const fixture = {
  name: 'personalisation-fixture',
  items: [
    {
      type: 'segmentation',
      id: 'test-segments',
      baselines: words('baseline'),
      segments: audiences.map((id) => ({ id, targets: words(id) })),
    },
    {
      type: 'experience',
      id: 'test-experience-block',
      experienceId: 'test-experience',
      trackingEvent: 'test-experience-view',
      baselines: words('experience-baseline'),
      variants: [
        { name: 'Variant A', variantId: 'variant-a', targets: words('a') },
        { name: 'Variant B', variantId: 'variant-b', targets: words('b') },
      ],
    },
  ],
};

let published = false;
async function publishFixture() {
  if (published) return;
  published = true;
  await db().insert(canvases).values({
    siteId: 'en-us',
    type: 'fragment',
    key: 'personalisation-fixture',
    published: fixture,
    publishedAt: new Date(),
  });
}

async function decide(shopper: Shopper | null, body: unknown = { channel: 'ECOMM' }, extra = {}) {
  await publishFixture();
  const jar = shopper?.jar ?? new CookieJar();
  return call(`/engine/v1/decide/${TEST_BRAND}`, {
    method: 'POST',
    body,
    jar,
    headers: { ...shopper?.headers, ...extra },
  });
}

async function segmentsOf(shopper: Shopper | null, extra = {}) {
  const reply = await decide(shopper, { channel: 'ECOMM' }, extra);
  expect(reply.status).toBe(200);
  const decision: DecideResponse = decideResponseSchema.parse(reply.json);
  const block = decision.actions.segmentation.find((s) => s.id === 'test-segments');
  return block!.segments.map((segment) => segment.id);
}

describe('POST /engine/v1/decide/{brand}: segments', () => {
  it('answers a visitor without a session as logged out with an empty cart', async () => {
    expect(await segmentsOf(null)).toEqual(['not-athlete-or-pro', 'cart-empty', 'logged-out']);
  });

  it('answers a guest with a bag as a cart that is not empty', async () => {
    const guest = await guestShopper(call);
    expect(await segmentsOf(guest)).toContain('cart-empty');
    const cart = cartClient(call, guest);
    const { basketId } = await cart.create();
    await cart.add(basketId, await variantOf(db(), SEED_IDS.regularShoe));
    const segments = await segmentsOf(guest);
    expect(segments).toContain('cart-not-empty');
    expect(segments).not.toContain('cart-empty');
  });

  it('answers a signed-in shopper who is not a member', async () => {
    const shopper = await signedInShopper(call, db());
    expect(await segmentsOf(shopper)).toEqual([
      'not-athlete-or-pro',
      'cart-empty',
      'non-loyalty-logged-in',
      'logged-in',
    ]);
  });

  it('answers a loyalty member first with the members segment', async () => {
    const member = await signedInShopper(call, db(), { isLoyaltyMember: true });
    const segments = await segmentsOf(member);
    expect(segments[0]).toBe('loyalty-member');
    expect(segments).not.toContain('non-loyalty-logged-in');
  });

  it('answers an employee', async () => {
    const employee = await signedInShopper(call, db(), { consumerType: 'EMPLOYEE' });
    expect(await segmentsOf(employee)).toContain('employee');
  });

  it('answers an athlete and a pro in their groups', async () => {
    const athlete = await signedInShopper(call, db(), { isAthlete: true });
    expect(await segmentsOf(athlete)).toEqual(
      expect.arrayContaining(['athlete', 'athlete-or-pro']),
    );
    const pro = await signedInShopper(call, db(), { identities: [{ type: 'IPA', id: 'IPA-1' }] });
    const proSegments = await segmentsOf(pro);
    expect(proSegments).toEqual(expect.arrayContaining(['pro', 'athlete-or-pro']));
    expect(proSegments).not.toContain('athlete');
  });

  it('never evaluates the customer a forged body names', async () => {
    const member = await signedInShopper(call, db(), { isLoyaltyMember: true });
    const shopper = await signedInShopper(call, db());
    const reply = await decide(shopper, { channel: 'ECOMM', customerId: member.consumerId });
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).errorId).toBe('AUT404');
    const guestReply = await decide(null, { channel: 'ECOMM', customerId: member.consumerId });
    expect(guestReply.status).toBe(401);
    const own = await decide(member, { channel: 'ECOMM', customerId: member.consumerId });
    expect(own.status).toBe(200);
  });
});

describe('POST /engine/v1/decide/{brand}: experiences and consent', () => {
  async function variantFor(jar: CookieJar, body: Record<string, unknown> = {}) {
    const reply = await decide({ jar }, { channel: 'ECOMM', ...body });
    const decision = decideResponseSchema.parse(reply.json);
    const experience = decision.actions.experiences.find(
      (e) => e.experienceId === 'test-experience',
    );
    return { decision, variants: experience!.variants.map((v) => v.variantId) };
  }

  it('keeps a visitor in one arm across calls through the visitor cookie', async () => {
    const jar = new CookieJar();
    const first = await variantFor(jar);
    const visitorId = jar.get(VISITOR_COOKIE);
    expect(visitorId).toBe(first.decision.monetateId);
    for (let call = 0; call < 3; call += 1) {
      expect((await variantFor(jar)).variants).toEqual(first.variants);
    }
    // The cookie wins over an id the body offers.
    const offered = await variantFor(jar, { monetateId: 'someone-else-0001' });
    expect(offered.decision.monetateId).toBe(visitorId);
  });

  it('spreads visitors over the baseline and both variants', async () => {
    const arms = new Set<string>();
    for (let visitor = 0; visitor < 30; visitor += 1) {
      const { variants } = await variantFor(new CookieJar(), {
        monetateId: `visitor-${String(visitor).padStart(4, '0')}`,
      });
      arms.add(variants[0] ?? 'baseline');
    }
    expect(arms).toEqual(new Set(['baseline', 'variant-a', 'variant-b']));
  });

  it('answers only baselines in EMEA until the shopper grants targeting', async () => {
    const fixtureSegments = (decision: DecideResponse) =>
      decision.actions.segmentation.find((block) => block.id === 'test-segments')!.segments;
    const emea = localeHeaders('en_GB', 'EMEA');
    await db()
      .insert(canvases)
      .values({
        siteId: 'en-gb',
        type: 'fragment',
        key: 'personalisation-fixture',
        published: fixture,
      })
      .onConflictDoNothing();
    const undecided = await decide(null, { channel: 'ECOMM' }, emea);
    const decision = decideResponseSchema.parse(undecided.json);
    expect(decision.monetateId).toBeNull();
    expect(fixtureSegments(decision)).toEqual([]);
    expect(
      decision.actions.experiences.find((e) => e.experienceId === 'test-experience')!.variants,
    ).toEqual([]);
    expect(undecided.headers.get('set-cookie')).toBeNull();

    const rejected = `${CONSENT_COOKIE}=${serializeConsent(ALL_REJECTED)}`;
    // A visitor id kept from before the shopper refused is removed with the refusal.
    const refusedReply = await decide(
      null,
      { channel: 'ECOMM' },
      { ...emea, cookie: `${rejected}; ${VISITOR_COOKIE}=visitor-0001` },
    );
    const refused = decideResponseSchema.parse(refusedReply.json);
    expect(fixtureSegments(refused)).toEqual([]);
    expect(refused.monetateId).toBeNull();
    expect(refusedReply.headers.get('set-cookie')).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=;.*Max-Age=0`),
    );

    const accepted = `${CONSENT_COOKIE}=${serializeConsent(ALL_ACCEPTED)}`;
    const granted = decideResponseSchema.parse(
      (await decide(null, { channel: 'ECOMM' }, { ...emea, cookie: accepted })).json,
    );
    expect(fixtureSegments(granted).map((s) => s.id)).toContain('logged-out');
  });
});

describe('POST /engine/v1/decide/{brand}: refusals', () => {
  it.each([
    ['a body that is not an object', [], 'body'],
    ['no channel', {}, 'body.channel'],
    ['an unknown channel', { channel: 'FAX' }, 'body.channel'],
    ['a malformed visitor id', { channel: 'ECOMM', monetateId: 'x' }, 'body.monetateId'],
    [
      'an unknown event',
      { channel: 'ECOMM', events: [{ eventType: 'click' }] },
      'body.events.0.eventType',
    ],
  ])('refuses %s with the spec error shape', async (_, body, field) => {
    const reply = await decide(null, body);
    expect(reply.status).toBe(400);
    const error = firstError(reply.json);
    expect(error.errorId).toBe('ATTR200');
    expect(error.field).toBe(field);
    expect(error.correlationId).toEqual(expect.any(String));
  });

  it('refuses a body that is not JSON', async () => {
    await publishFixture();
    const reply = await call(`/engine/v1/decide/${TEST_BRAND}`, {
      method: 'POST',
      rawBody: '{"channel":',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json).errorId).toBe('ATTR300');
  });

  it('answers 404 for another brand', async () => {
    const reply = await call('/engine/v1/decide/elsewhere', {
      method: 'POST',
      body: { channel: 'ECOMM' },
    });
    expect(reply.status).toBe(404);
    expect(firstError(reply.json).errorId).toBe('API404');
  });
});
