import { z } from 'zod';
import type { FieldMessages } from './field-messages';
import { encodeValidationMessage } from './message-codec';

export { decodeValidationMessage, encodeValidationMessage } from './message-codec';

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
