import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/*
 * Shopper content keeps plain product ids (no foreign key): reseeding the catalogue must
 * never delete what shoppers wrote.
 */

/** Who voted or flagged: a consumer id when signed in, else the session id. */
type VoterKey = string;

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    unhelpfulCount: integer('unhelpful_count').notNull().default(0),
    /** Reviews flagged by enough shoppers stop being listed until a merchant looks. */
    flagCount: integer('flag_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt)],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').$type<VoterKey>().notNull(),
    vote: text('vote').$type<'helpful' | 'unhelpful'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKey] })],
);

export const reviewFlags = pgTable(
  'review_flags',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').$type<VoterKey>().notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKey] })],
);

export const productQuestions = pgTable(
  'product_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_questions_product_idx').on(t.productId, t.createdAt)],
);

export const productAnswers = pgTable(
  'product_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => productQuestions.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    text: text('text').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    unhelpfulCount: integer('unhelpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_answers_question_idx').on(t.questionId)],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => productAnswers.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').$type<VoterKey>().notNull(),
    vote: text('vote').$type<'helpful' | 'unhelpful'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.voterKey] })],
);
