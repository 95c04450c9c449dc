'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import { questionFormSchema, type QuestionFormValues } from '@/lib/validation/review-form';

/** Text and nickname: asking a question and answering one use the same form. */
export function QuestionForm({
  textLabel,
  submitLabel,
  maxText,
  onSubmit,
  error,
  pending,
}: {
  textLabel: string;
  submitLabel: string;
  maxText: number;
  onSubmit: (values: QuestionFormValues) => Promise<unknown>;
  error: unknown;
  pending: boolean;
}) {
  const t = useTranslations('Reviews');
  const message = useValidationMessage();
  const form = useForm<QuestionFormValues>({
    resolver: zodResolver(questionFormSchema(maxText)),
    defaultValues: { text: '', nickname: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) =>
        onSubmit({ text: values.text.trim(), nickname: values.nickname.trim() }).catch(
          () => undefined,
        ),
      )}
    >
      <TextAreaField
        label={textLabel}
        rows={3}
        error={message(errors.text)}
        {...form.register('text')}
      />
      <TextField
        label={t('nicknameLabel')}
        autoComplete="nickname"
        error={message(errors.nickname)}
        {...form.register('nickname')}
      />
      {error ? <ApiErrorAlert error={error} /> : null}
      <PendingButton pending={pending} label={submitLabel} pendingLabel={t('submitting')} />
    </form>
  );
}
