import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { answerVotes, productAnswers, productQuestions } from '../db/schema';
import { ApiError } from '../http/api-error';
import { groupBy } from '@/lib/collections';
import type {
  Answer,
  AnswerQuestionRequest,
  AskQuestionRequest,
  HelpfulVote,
  Question,
  QuestionsResponse,
  VoteResponse,
} from '@/lib/contracts/reviews';
import type { Locale } from '@/lib/i18n/locales';
import { counterChange } from './helpful-votes';
import { requireProduct } from './require-product';

function toAnswer(row: typeof productAnswers.$inferSelect): Answer {
  return {
    id: row.id,
    text: row.text,
    nickname: row.nickname,
    createdAt: row.createdAt.toISOString(),
    helpfulCount: row.helpfulCount,
    unhelpfulCount: row.unhelpfulCount,
  };
}

function toQuestion(row: typeof productQuestions.$inferSelect, answers: Answer[]): Question {
  return {
    id: row.id,
    text: row.text,
    nickname: row.nickname,
    createdAt: row.createdAt.toISOString(),
    answers,
  };
}

/** Newest questions first; each with its answers, the most helpful first. */
export async function listQuestions(
  db: Database,
  productId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<QuestionsResponse> {
  const where = eq(productQuestions.productId, productId);
  const [rows, [countRow]] = await Promise.all([
    db
      .select()
      .from(productQuestions)
      .where(where)
      .orderBy(desc(productQuestions.createdAt), asc(productQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(productQuestions)
      .where(where),
  ]);
  const answerRows = rows.length
    ? await db
        .select()
        .from(productAnswers)
        .where(
          inArray(
            productAnswers.questionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(
          sql`${productAnswers.helpfulCount} - ${productAnswers.unhelpfulCount} desc`,
          asc(productAnswers.createdAt),
        )
    : [];
  const answersOf = groupBy(answerRows, (row) => row.questionId);
  const total = countRow?.total ?? 0;
  return {
    productId,
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    questions: rows.map((row) => toQuestion(row, (answersOf.get(row.id) ?? []).map(toAnswer))),
  };
}

export async function askQuestion(
  db: Database,
  productId: string,
  input: AskQuestionRequest & { locale: Locale; consumerId: string | null },
): Promise<Question> {
  await requireProduct(db, productId);
  const [row] = await db
    .insert(productQuestions)
    .values({
      productId,
      consumerId: input.consumerId,
      nickname: input.nickname,
      text: input.text,
      locale: input.locale,
    })
    .returning();
  return toQuestion(row!, []);
}

export async function answerQuestion(
  db: Database,
  productId: string,
  questionId: string,
  input: AnswerQuestionRequest & { consumerId: string | null },
): Promise<Answer> {
  const [question] = await db
    .select({ id: productQuestions.id })
    .from(productQuestions)
    .where(and(eq(productQuestions.id, questionId), eq(productQuestions.productId, productId)))
    .limit(1);
  if (!question) throw new ApiError('API404', `Question ${questionId} was not found.`);
  const [row] = await db
    .insert(productAnswers)
    .values({
      questionId,
      consumerId: input.consumerId,
      nickname: input.nickname,
      text: input.text,
    })
    .returning();
  return toAnswer(row!);
}

/** One vote per voter on an answer, with the same rules as review votes. */
export async function voteOnAnswer(
  db: Database,
  productId: string,
  answerId: string,
  voterKey: string,
  vote: HelpfulVote,
): Promise<VoteResponse> {
  const [answer] = await db
    .select({ id: productAnswers.id })
    .from(productAnswers)
    .innerJoin(productQuestions, eq(productQuestions.id, productAnswers.questionId))
    .where(and(eq(productAnswers.id, answerId), eq(productQuestions.productId, productId)))
    .limit(1);
  if (!answer) throw new ApiError('API404', `Answer ${answerId} was not found.`);
  const updated = await db.transaction(async (tx) => {
    // Locking the answer serialises its votes, so a double-clicked first vote counts once.
    await tx
      .select({ id: productAnswers.id })
      .from(productAnswers)
      .where(eq(productAnswers.id, answerId))
      .for('update');
    const [previous] = await tx
      .select({ vote: answerVotes.vote })
      .from(answerVotes)
      .where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.voterKey, voterKey)));
    const change = counterChange(previous?.vote ?? null, vote);
    await tx
      .insert(answerVotes)
      .values({ answerId, voterKey, vote })
      .onConflictDoUpdate({ target: [answerVotes.answerId, answerVotes.voterKey], set: { vote } });
    const [row] = await tx
      .update(productAnswers)
      .set({
        helpfulCount: sql`greatest(${productAnswers.helpfulCount} + ${change.helpful}, 0)`,
        unhelpfulCount: sql`greatest(${productAnswers.unhelpfulCount} + ${change.unhelpful}, 0)`,
      })
      .where(eq(productAnswers.id, answerId))
      .returning();
    return row!;
  });
  return {
    id: answerId,
    vote,
    helpfulCount: updated.helpfulCount,
    unhelpfulCount: updated.unhelpfulCount,
  };
}
