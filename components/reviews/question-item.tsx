'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { REVIEW_LIMITS } from '@/lib/contracts/review-limits';
import type { Question } from '@/lib/contracts/reviews';
import { useAnswerQuestion, useAnswerVote } from '@/services/use-reviews';
import { HelpfulButtons } from './helpful-buttons';
import { QuestionForm } from './lazy-review-forms';

export function QuestionItem({ productId, question }: { productId: string; question: Question }) {
  const t = useTranslations('Questions');
  const format = useFormatter();
  const [answering, setAnswering] = useState(false);
  const answer = useAnswerQuestion(productId);
  const vote = useAnswerVote(productId);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  return (
    <article className="flex flex-col gap-3 border-b border-line py-4">
      <h3 className="font-semibold">
        {t('question')} {question.text}
      </h3>
      <p className="text-xs text-muted">
        {t('byline', { nickname: question.nickname, date: date(question.createdAt) })}
      </p>
      {question.answers.length === 0 ? (
        <p className="text-sm text-muted">{t('noAnswers')}</p>
      ) : (
        <ul className="flex flex-col gap-3 pl-4">
          {question.answers.map((item) => (
            <li key={item.id} className="flex flex-col gap-1">
              <p className="text-sm">
                <span className="font-semibold">{t('answer')}</span> {item.text}
              </p>
              <p className="text-xs text-muted">
                {t('byline', { nickname: item.nickname, date: date(item.createdAt) })}
              </p>
              <HelpfulButtons
                helpfulCount={item.helpfulCount}
                unhelpfulCount={item.unhelpfulCount}
                onVote={(value) => vote.mutateAsync({ answerId: item.id, vote: value })}
              />
            </li>
          ))}
        </ul>
      )}
      {answering ? (
        <QuestionForm
          textLabel={t('answerLabel')}
          submitLabel={t('postAnswer')}
          maxText={REVIEW_LIMITS.answerMax}
          pending={answer.isPending}
          error={answer.error}
          onSubmit={async (values) => {
            await answer.mutateAsync({ questionId: question.id, ...values });
            setAnswering(false);
          }}
        />
      ) : (
        <button
          type="button"
          className="w-fit text-sm underline underline-offset-4"
          onClick={() => setAnswering(true)}
        >
          {t('answerThis')}
        </button>
      )}
    </article>
  );
}
