import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { emailOutbox } from '../db/schema/auth';
import { createTestDatabase } from '../testing/test-database';
import { getMailer, isOutboxViewerEnabled } from './index';
import type { EmailMessage } from './mailer';
import { listOutbox } from './outbox';
import { startFakeSmtpServer, type FakeSmtpServer } from './testing/fake-smtp-server';

let database: DatabaseHandle;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startFakeSmtpServer();
});

afterEach(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  smtp.received.length = 0;
  await database.db.delete(emailOutbox);
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

const message: EmailMessage = {
  kind: 'password-changed',
  locale: 'en-us',
  to: 'ada@example.com',
  subject: 'Your Stride password was changed',
  text: 'Hi Ada,',
  html: '<p>Hi Ada,</p>',
};

function useSmtpUrl(url: string | undefined) {
  vi.stubEnv('SMTP_URL', url);
  resetEnvForTests();
}

async function transports() {
  const { messages } = await listOutbox(database.db, { limit: 10, offset: 0 });
  return messages.map((m) => m.transport);
}

describe('getMailer', () => {
  it('keeps mail in the outbox while SMTP_URL is unset', async () => {
    useSmtpUrl(undefined);
    await getMailer(database.db).send(message);
    expect(await transports()).toEqual(['outbox']);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    useSmtpUrl(smtp.url);
    vi.stubEnv('MAIL_FROM', 'Shop <shop@example.com>');
    await getMailer(database.db).send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.data).toMatch(/^From: Shop <shop@example\.com>$/m);
    expect(await transports()).toEqual(['smtp']);
  });
});

describe('isOutboxViewerEnabled', () => {
  it('is on only while no SMTP server is configured', () => {
    useSmtpUrl(undefined);
    expect(isOutboxViewerEnabled()).toBe(true);
    useSmtpUrl('smtp://mail.example:587');
    expect(isOutboxViewerEnabled()).toBe(false);
  });
});
