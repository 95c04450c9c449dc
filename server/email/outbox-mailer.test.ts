import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emailOutbox } from '../db/schema/auth';
import { createTestDatabase } from '../testing/test-database';
import type { EmailMessage } from './mailer';
import { getOutboxMessage, listOutbox } from './outbox';
import { createOutboxMailer } from './outbox-mailer';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.db.delete(emailOutbox);
});

afterAll(() => database.close());

const message: EmailMessage = {
  kind: 'welcome',
  locale: 'fr-fr',
  to: 'camille@example.com',
  subject: 'Bienvenue chez Stride, Camille',
  text: 'Bonjour Camille,',
  html: '<p>Bonjour Camille,</p>',
};

describe('the outbox mailer', () => {
  it('stores each message with transport outbox', async () => {
    await createOutboxMailer(database.db).send(message);

    const { messages, total } = await listOutbox(database.db, { limit: 10, offset: 0 });
    expect(total).toBe(1);
    const stored = await getOutboxMessage(database.db, messages[0]!.id);
    expect(stored).toMatchObject({
      recipient: 'camille@example.com',
      subject: message.subject,
      text: message.text,
      html: message.html,
      kind: 'welcome',
      locale: 'fr-fr',
      transport: 'outbox',
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });
});

describe('reading the outbox', () => {
  it('lists newest first, a page at a time, with the total', async () => {
    const base = Date.parse('2030-01-01T10:00:00Z');
    await database.db.insert(emailOutbox).values(
      [0, 2, 1].map((minute) => ({
        recipient: `r${minute}@example.com`,
        subject: `message ${minute}`,
        text: '',
        html: '',
        kind: 'welcome',
        locale: 'en-us',
        transport: 'outbox' as const,
        createdAt: new Date(base + minute * 60_000),
      })),
    );

    const first = await listOutbox(database.db, { limit: 2, offset: 0 });
    const second = await listOutbox(database.db, { limit: 2, offset: 2 });
    expect(first.total).toBe(3);
    expect(first.messages.map((m) => m.subject)).toEqual(['message 2', 'message 1']);
    expect(second.messages.map((m) => m.subject)).toEqual(['message 0']);
    expect(first.messages[0]).not.toHaveProperty('html');
  });

  it('finds no message for an unknown or malformed id', async () => {
    expect(await getOutboxMessage(database.db, '00000000-0000-4000-8000-000000000000')).toBe(
      undefined,
    );
    expect(await getOutboxMessage(database.db, 'not-a-uuid')).toBe(undefined);
  });
});
