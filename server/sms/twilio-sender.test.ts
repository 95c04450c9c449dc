import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { smsOutbox } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createTwilioSender } from './twilio-sender';

const accountSid = `AC${'1'.repeat(32)}`;
const messagesUrl = `https://api.twilio.com/2010-04-01/Accounts/${accountSid}/Messages.json`;
const requests: { authorization: string | null; form: URLSearchParams }[] = [];
let refuse = false;

const twilio = setupServer(
  http.post(messagesUrl, async ({ request }) => {
    requests.push({
      authorization: request.headers.get('authorization'),
      form: new URLSearchParams(await request.text()),
    });
    return refuse
      ? HttpResponse.json({ code: 21211, message: 'Invalid To' }, { status: 400 })
      : HttpResponse.json({ sid: `SM${'2'.repeat(32)}`, status: 'queued' }, { status: 201 });
  }),
);

let database: DatabaseHandle;
beforeAll(async () => {
  twilio.listen({ onUnhandledRequest: 'error' });
  database = await createTestDatabase();
});
afterAll(async () => {
  twilio.close();
  await database.close();
});

const message = {
  kind: 'subscription-confirmation' as const,
  locale: 'en-us' as const,
  to: '+12025550143',
  text: 'Stride: confirm you want our text messages: https://shop.example/x',
};

describe('the Twilio SMS adapter', () => {
  it('posts the text with basic auth and the sender, then records it as sent by the provider', async () => {
    const sender = createTwilioSender(database.db, {
      accountSid,
      authToken: 'secret-token-0123456789',
      from: '+15550100',
    });
    await sender.send(message);
    const [request] = requests;
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:secret-token-0123456789`).toString('base64')}`,
    );
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+12025550143',
      Body: message.text,
      From: '+15550100',
    });
    const recorded = await database.db.select().from(smsOutbox);
    expect(recorded).toEqual([
      expect.objectContaining({ recipient: '+12025550143', transport: 'provider' }),
    ]);
  });

  it('sends from a Messaging Service, and records nothing the provider refused', async () => {
    refuse = true;
    const service = `MG${'3'.repeat(32)}`;
    const sender = createTwilioSender(database.db, {
      accountSid,
      authToken: 'x'.repeat(20),
      from: service,
    });
    await expect(sender.send({ ...message, to: '+12025550199' })).rejects.toThrow(/HTTP 400/);
    expect(requests.at(-1)?.form.get('MessagingServiceSid')).toBe(service);
    const recorded = await database.db.select().from(smsOutbox);
    expect(recorded.some((row) => row.recipient === '+12025550199')).toBe(false);
  });
});
