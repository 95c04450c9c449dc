import { isCommerceApiError } from '@/services/api-error';

/**
 * The form field a refused profile update points at, if it is one of `fields`. The server
 * names it by its path in the body (`body.consumerProfile.consumerDetails.phone`), so the
 * message can be shown, and announced, at the input it is about.
 */
export function serverFieldOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | undefined {
  if (!isCommerceApiError(error) || !error.field) return undefined;
  const name = error.field.split('.').at(-1);
  return fields.find((field) => field === name);
}
