'use client';

import { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';
import { decodeValidationMessage } from '@/lib/validation/message-codec';

/**
 * Turns a field's error into text: a validation descriptor (see lib/validation/message-codec) is
 * translated; an error the server reported (set with type 'server') already is text.
 */
export function useValidationMessage() {
  const t = useTranslations('Validation');
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    const { key, values } = decodeValidationMessage(error.message);
    return t(key, values);
  };
}
