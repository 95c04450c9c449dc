import { z } from 'zod';
import type { FieldMessages } from './field-messages';
import { clientErrorCodes, validationMessageKeys, type ValidationMessage } from './message';

/**
 * Convention for react-hook-form with zodResolver: each issue's `message` is the message
 * descriptor as JSON. The form turns it back with `decodeValidationMessage` and translates it:
 *   const { key, values } = decodeValidationMessage(errors.email?.message);
 *   t(key, values); // with t = useTranslations('Validation')
 */
export function encodeValidationMessage(message: ValidationMessage): string {
  return JSON.stringify(message);
}

const descriptorSchema = z.object({
  key: z.enum(validationMessageKeys),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  code: z.enum(clientErrorCodes).optional(),
});

/**
 * Reads an issue message back. Zod's own issues (a field left undefined because it was never
 * registered, or of the wrong type) are not descriptors; for a form field they mean no usable
 * value was given, so they read as 'required'.
 */
export function decodeValidationMessage(text: string | undefined): ValidationMessage {
  try {
    const parsed = descriptorSchema.safeParse(JSON.parse(text ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: one of zod's own messages.
  }
  return { key: 'required' };
}

/**
 * A form schema: `shape` only checks the value types the form holds, then `validate` judges
 * all fields at once, which lets one field's rule depend on another (the SMS opt-in on the
 * phone, the loyalty terms on the loyalty box). Each message becomes an issue on its field.
 */
export function formSchema<Shape extends z.ZodRawShape>(
  shape: Shape,
  validate: (values: z.output<z.ZodObject<Shape>>) => FieldMessages<string>,
) {
  return z.object(shape).superRefine((values, context) => {
    for (const [field, message] of Object.entries(validate(values))) {
      if (message) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: encodeValidationMessage(message),
        });
      }
    }
  });
}
