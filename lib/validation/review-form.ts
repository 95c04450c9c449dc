import { z } from 'zod';
import { REVIEW_LIMITS } from '../contracts/reviews';
import { validateFields } from './field-messages';
import { lengthBetween, maxLength } from './length';
import { composeValidators, onTrimmed, type Validator } from './message';
import { required } from './required';
import { formSchema } from './zod-form';

export interface ReviewFormValues {
  rating: number;
  title: string;
  text: string;
  nickname: string;
}

const ratingChosen: Validator<number> = (rating) =>
  Number.isInteger(rating) && rating >= 1 && rating <= 5 ? null : { key: 'required' };

const nicknameField = onTrimmed(
  composeValidators(required, lengthBetween(REVIEW_LIMITS.nicknameMin, REVIEW_LIMITS.nicknameMax)),
);

/**
 * The review form checks what the API checks, so REV410 (text too long) shows at the text
 * input before anything is sent: the text's `maxLength` message is that rule.
 */
export function reviewFormSchema() {
  return formSchema(
    { rating: z.number(), title: z.string(), text: z.string(), nickname: z.string() },
    (values: ReviewFormValues) =>
      validateFields(values, {
        rating: ratingChosen,
        title: onTrimmed(composeValidators(required, maxLength(REVIEW_LIMITS.titleMax))),
        text: onTrimmed(composeValidators(required, maxLength(REVIEW_LIMITS.textMax))),
        nickname: nicknameField,
      }),
  );
}

export interface QuestionFormValues {
  text: string;
  nickname: string;
}

export function questionFormSchema(maxText: number = REVIEW_LIMITS.questionMax) {
  return formSchema({ text: z.string(), nickname: z.string() }, (values: QuestionFormValues) =>
    validateFields(values, {
      text: onTrimmed(composeValidators(required, maxLength(maxText))),
      nickname: nicknameField,
    }),
  );
}
