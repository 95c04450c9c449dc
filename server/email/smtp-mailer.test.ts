import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emailOutbox } from '../db/schema/auth';
import { createTestDatabase } from '../testing/test-database';
import type { EmailMessage } from './mailer';
import { listOutbox } from './outbox';
import { createSmtpMailer } from './smtp-mailer';
import { renderEmail } from './templates';
import { startFakeSmtpServer, type FakeSmtpServer } from './testing/fake-smtp-server';

let database: DatabaseHandle;
let smtp: FakeSmtpServer | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await database.db.delete(emailOutbox);
});

afterAll(() => database.close());

const from = 'Stride <no-reply@stride.example>';

function resetMessage(): EmailMessage {
  const rendered = renderEmail('password-reset', 'en-gb', {
    firstName: 'Ada',
    resetUrl: 'https://shop.example/en-gb/reset-password?token=abc',
    expiresInMinutes: '30',
  });
  return { kind: 'password-reset', locale: 'en-gb', to: 'ada@example.com', ...rendered };
}

describe('the SMTP mailer', () => {
  it('delivers the message to the SMTP server and records it with transport smtp', async () => {
    smtp = await startFakeSmtpServer();
    await createSmtpMailer(database.db, { url: smtp.url, from }).send(resetMessage());

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('no-reply@stride.example');
    expect(mail?.recipients).toEqual(['ada@example.com']);
    expect(mail?.data).toMatch(/^Subject: Reset your Stride password$/m);
    expect(mail?.data).toMatch(/^To: ada@example\.com$/m);
    expect(mail?.data).toMatch(/^Content-Language: en-GB$/m);
    expect(mail?.data).toContain('text/html');

    const { messages } = await listOutbox(database.db, { limit: 10, offset: 0 });
    expect(messages).toMatchObject([
      { recipient: 'ada@example.com', transport: 'smtp', kind: 'password-reset', locale: 'en-gb' },
    ]);
  });

  it('throws and records nothing when the server refuses the message', async () => {
    smtp = await startFakeSmtpServer({ rejectRecipients: true });
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from });

    await expect(mailer.send(resetMessage())).rejects.toThrow(/550/);
    expect(smtp.received).toHaveLength(0);
    expect((await listOutbox(database.db, { limit: 10, offset: 0 })).total).toBe(0);
  });
});
