'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import { REVIEW_LIMITS } from '@/lib/contracts/reviews';
import { reviewFormSchema, type ReviewFormValues } from '@/lib/validation/review-form';
import { decodeValidationMessage } from '@/lib/validation/zod-form';
import { isCommerceApiError } from '@/services/api-error';
import { useWriteReview } from '@/services/use-reviews';

const schema = reviewFormSchema();

/** Rating, title, text and nickname; REV410 is shown at the text as the shopper types. */
export function WriteReviewForm({
  productId,
  onWritten,
}: {
  productId: string;
  onWritten: () => void;
}) {
  const t = useTranslations('Reviews');
  const message = useValidationMessage();
  const write = useWriteReview(productId);
  const ratingErrorId = `${useId()}-rating-error`;
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { rating: 0, title: '', text: '', nickname: '' },
  });
  const { errors } = form.formState;
  const textLength = useWatch({ control: form.control, name: 'text' }).length;
  const rating = useWatch({ control: form.control, name: 'rating' });

  // The length rule of the text is REV410; it gets the catalogue's own words.
  const textMessage = (error: FieldError | undefined) => {
    if (
      error &&
      error.type !== 'server' &&
      decodeValidationMessage(error.message).key === 'maxLength'
    ) {
      return t('tooLong', { max: REVIEW_LIMITS.textMax });
    }
    return message(error);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync({
        rating: values.rating,
        title: values.title.trim(),
        text: values.text.trim(),
        nickname: values.nickname.trim(),
      });
      onWritten();
    } catch (error) {
      if (isCommerceApiError(error, 'REV410')) {
        form.setError('text', { type: 'server', message: error.message });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('ratingLabel')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                // Set by hand: react-hook-form hands radio values over as text.
                onChange={() =>
                  form.setValue('rating', value, { shouldValidate: form.formState.isSubmitted })
                }
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`text-3xl peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${rating >= value ? 'text-amber-500' : 'text-neutral-300'}`}
              >
                ★
              </span>
              <span className="sr-only">{t('starsShort', { rating: value })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={ratingErrorId} className="text-sm text-red-700">
            {t('ratingRequired')}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('titleLabel')}
        error={message(errors.title)}
        {...form.register('title')}
      />
      <TextAreaField
        label={t('textLabel')}
        rows={6}
        hint={t('characters', { count: textLength, max: REVIEW_LIMITS.textMax })}
        error={textMessage(errors.text)}
        {...form.register('text')}
      />
      <TextField
        label={t('nicknameLabel')}
        autoComplete="nickname"
        error={message(errors.nickname)}
        {...form.register('nickname')}
      />
      {write.error && !isCommerceApiError(write.error, 'REV410') && (
        <ApiErrorAlert error={write.error} />
      )}
      <PendingButton pending={write.isPending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
