import { z } from 'zod';
import {
  WARRANTY_DESCRIPTION_MAX_LENGTH,
  WARRANTY_PHOTO_MAX_BYTES,
  WARRANTY_PHOTO_MAX_COUNT,
  WARRANTY_PHOTO_TYPES,
} from '../contracts/orders';
import { validateFields } from './field-messages';
import { lengthBetween } from './length';
import { composeValidators, onTrimmed } from './message';
import { required } from './required';
import { formSchema } from './zod-form';

export interface WarrantyFormValues {
  itemId: string;
  reason: string;
  description: string;
}

export function warrantyFormSchema() {
  return formSchema({ itemId: z.string(), reason: z.string(), description: z.string() }, (values) =>
    validateFields(values, {
      itemId: required,
      reason: required,
      description: onTrimmed(
        composeValidators(required, lengthBetween(10, WARRANTY_DESCRIPTION_MAX_LENGTH)),
      ),
    }),
  );
}

/** Why a set of photos cannot be sent, checked before upload as the API checks it; null if fine. */
export type PhotoProblem = 'tooMany' | 'wrongType' | 'tooLarge';

export function photoProblem(photos: readonly Pick<File, 'type' | 'size'>[]): PhotoProblem | null {
  if (photos.length > WARRANTY_PHOTO_MAX_COUNT) return 'tooMany';
  const types: readonly string[] = WARRANTY_PHOTO_TYPES;
  if (photos.some((photo) => !types.includes(photo.type))) return 'wrongType';
  if (photos.some((photo) => photo.size > WARRANTY_PHOTO_MAX_BYTES)) return 'tooLarge';
  return null;
}
