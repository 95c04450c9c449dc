import {
  clientErrorCodes,
  validationMessageKeys,
  type ClientErrorCode,
  type ValidationMessage,
  type ValidationMessageKey,
} from './message';

/**
 * Convention for react-hook-form with zodResolver: each issue's `message` is the message
 * descriptor as JSON. The form turns it back with `decodeValidationMessage` and translates it:
 *   const { key, values } = decodeValidationMessage(errors.email?.message);
 *   t(key, values); // with t = useTranslations('Validation')
 * Apart from the form schemas (zod-form.ts): every form reads its messages from the first
 * paint, while zod loads with its first validation.
 */
export function encodeValidationMessage(message: ValidationMessage): string {
  return JSON.stringify(message);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDescriptor(value: unknown): ValidationMessage | null {
  if (!isRecord(value)) return null;
  const { key, values, code } = value;
  if (!validationMessageKeys.includes(key as ValidationMessageKey)) return null;
  if (code !== undefined && !clientErrorCodes.includes(code as ClientErrorCode)) return null;
  if (values !== undefined) {
    if (!isRecord(values)) return null;
    const entries = Object.values(values);
    if (!entries.every((entry) => typeof entry === 'string' || typeof entry === 'number')) {
      return null;
    }
  }
  return {
    key: key as ValidationMessageKey,
    ...(values === undefined ? {} : { values: { ...(values as Record<string, string | number>) } }),
    ...(code === undefined ? {} : { code: code as ClientErrorCode }),
  };
}

/**
 * Reads an issue message back. Zod's own issues (a field left undefined because it was never
 * registered, or of the wrong type) are not descriptors; for a form field they mean no usable
 * value was given, so they read as 'required'.
 */
export function decodeValidationMessage(text: string | undefined): ValidationMessage {
  try {
    const descriptor = readDescriptor(JSON.parse(text ?? ''));
    if (descriptor) return descriptor;
  } catch {
    // Not JSON: one of zod's own messages.
  }
  return { key: 'required' };
}
