'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { REVIEW_LIMITS } from '@/lib/contracts/review-limits';
import { useAskQuestion, useQuestions } from '@/services/use-reviews';
import { useDialogStore } from '@/stores/dialog-store';
import { QuestionForm } from './lazy-review-forms';
import { QuestionItem } from './question-item';
import { UserContentSection } from './user-content-section';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    askQuestion: { productId: string; productName: string };
    askQuestionSuccess: undefined;
  }
}

function AskQuestionForm({ productId }: { productId: string }) {
  const t = useTranslations('Questions');
  const ask = useAskQuestion(productId);
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return (
    <QuestionForm
      textLabel={t('questionLabel')}
      submitLabel={t('submit')}
      maxText={REVIEW_LIMITS.questionMax}
      pending={ask.isPending}
      error={ask.error}
      onSubmit={async (values) => {
        await ask.mutateAsync(values);
        closeDialog('askQuestion');
        openDialog('askQuestionSuccess');
      }}
    />
  );
}

/** Questions with their answers, the ask-a-question dialog and its success dialog. */
export function QuestionsSection({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  const t = useTranslations('Questions');
  const [page, setPage] = useState(1);
  const questions = useQuestions(productId, page);
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const data = questions.data;
  return (
    <UserContentSection
      headingId="questions-heading"
      title={t('title')}
      actionLabel={t('ask')}
      onAction={() => openDialog('askQuestion', { productId, productName })}
      list={questions}
      loadingText={t('loading')}
      loadFailedText={t('loadFailed')}
    >
      {data && data.total === 0 && <p>{t('empty')}</p>}
      {data && data.total > 0 && (
        <>
          <div>
            {data.questions.map((question) => (
              <QuestionItem key={question.id} productId={productId} question={question} />
            ))}
          </div>
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            onPage={setPage}
            label={t('pagesLabel')}
          />
        </>
      )}
      <Dialog id="askQuestion" title={t('askTitle', { name: productName })}>
        {(payload) => <AskQuestionForm productId={payload.productId} />}
      </Dialog>
      <Dialog id="askQuestionSuccess" size="half" title={t('successTitle')}>
        <div className="flex flex-col gap-4">
          <p>{t('successText')}</p>
          <Button onClick={() => closeDialog('askQuestionSuccess')}>{t('close')}</Button>
        </div>
      </Dialog>
    </UserContentSection>
  );
}
