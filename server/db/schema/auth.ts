import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/** Who a token speaks for: a guest identity, a registered consumer or a store associate. */
export type TokenSubjectType = 'guest' | 'consumer' | 'agent';

/**
 * Rotating refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; using a
 * token marks it rotated and issues the next one in the same family. Presenting a rotated
 * token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    subjectType: text('subject_type').$type<TokenSubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** PKCE authorization codes (RFC 7636, S256 only): single use, short-lived, stored hashed. */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  consumerId: uuid('consumer_id')
    .notNull()
    .references(() => consumers.id, { onDelete: 'cascade' }),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password reset links: single use, expiring, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_consumer_idx').on(t.consumerId)],
);

/** Every email the store sends; with no SMTP server configured this is where mail goes. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    transport: text('transport').$type<'outbox' | 'smtp'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
