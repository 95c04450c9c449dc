import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contactCategoriesResponseSchema,
  contactUsResponseSchema,
  type ContactUsRequest,
} from '@/lib/contracts/contact-us';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { freshAddress, setupAuthApi } from '../auth/testing/auth-test-kit';
import { DEMO_BUSINESS } from '../config/business-details';
import { contactMessages } from '../db/schema';
import { defaultHeaders, firstError } from '../testing/test-api';

const { call, db, mail } = setupAuthApi();

const message = (extra: Partial<ContactUsRequest> = {}): ContactUsRequest => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  categoryId: 'order',
  subjectId: 'status',
  orderNumber: 'st0000000000ab',
  message: 'My parcel has not arrived yet, can you check?',
  recaptcha_response: offlineRecaptchaToken('contactUs'),
  ...extra,
});

function send(body: unknown, headers: Record<string, string> = freshAddress()) {
  return call('/consumers-v3/contactus', { method: 'POST', body, headers });
}

describe('contact us', () => {
  it('lists the categories and their subjects in the language of the request', async () => {
    const reply = await call('/consumers-v3/contactus/categorySubject', {
      headers: defaultHeaders('fr_FR', 'EMEA'),
    });
    const { categories } = contactCategoriesResponseSchema.parse(reply.json);
    expect(categories.map((category) => category.id)).toEqual([
      'order',
      'returns',
      'product',
      'account',
      'other',
    ]);
    expect(categories[0]).toMatchObject({ label: 'Ma commande' });
    expect(categories[0]!.subjects[0]).toEqual({ id: 'status', label: 'Où est ma commande ?' });
  });

  it('stores the message with a case number, acknowledges it and delivers it to customer service', async () => {
    const reply = await send(message());

    expect(reply.status).toBe(201);
    const { caseNumber } = contactUsResponseSchema.parse(reply.json);
    expect(caseNumber).toMatch(/^C[A-HJ-NP-Z2-9]{10}$/);
    const [stored] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, caseNumber));
    expect(stored).toMatchObject({
      email: 'ada@example.com',
      categoryId: 'order',
      subjectId: 'status',
      orderNumber: 'ST0000000000AB',
      locale: 'en-us',
      consumerId: null,
    });
    const acknowledgement = mail.find(
      (sent) => sent.kind === 'contact-us-received' && sent.subject.includes(caseNumber),
    );
    expect(acknowledgement?.to).toBe('ada@example.com');
    expect(acknowledgement?.text).toContain('Topic: My order · Where is my order?');
    const delivered = mail.find(
      (sent) => sent.kind === 'contact-us-case' && sent.subject.includes(caseNumber),
    );
    expect(delivered?.to).toBe(DEMO_BUSINESS.customerServiceEmail);
    expect(delivered?.text).toContain('My parcel has not arrived yet, can you check?');
    expect(delivered?.text).toContain('From: Ada Lovelace <ada@example.com>');
  });

  it('refuses a subject of another category, a short message and a missing captcha', async () => {
    const wrongPair = await send(message({ categoryId: 'account', subjectId: 'status' }));
    expect(wrongPair.status).toBe(400);
    expect(firstError(wrongPair.json)).toMatchObject({
      errorId: 'ATTR200',
      field: 'body.subjectId',
    });

    const short = await send(message({ message: 'Help' }));
    expect(short.status).toBe(400);
    expect(firstError(short.json).field).toBe('body.message');

    const { recaptcha_response: _dropped, ...unchecked } = message();
    const noCaptcha = await send(unchecked);
    expect(noCaptcha.status).toBe(403);
    expect(firstError(noCaptcha.json).errorId).toBe('AUT403');
  });

  it('takes five messages an hour from one address, then answers CNT429', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(message(), address)).status).toBe(201);
    }
    const refused = await send(message(), address);
    expect(refused.status).toBe(429);
    expect(firstError(refused.json).errorId).toBe('CNT429');
    expect((await send(message(), freshAddress())).status).toBe(201);
  });
});
