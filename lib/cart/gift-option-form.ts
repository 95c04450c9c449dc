import { z } from 'zod';
import { giftOptionSchema, type GiftOption } from '../contracts/cart';

/** Error keys a form shows under a field (messages: Cart.giftErrors). */
export type GiftFieldError = 'allOrNone' | 'email' | 'tooLong';

const fields = ['to', 'email', 'message'] as const;

/**
 * A gift option is sent only with all three of to, email and message. All empty means "no gift
 * option"; some filled asks for the rest.
 */
export const giftOptionFormSchema = z
  .object({ to: z.string(), email: z.string(), message: z.string() })
  .superRefine((values, context) => {
    const empty = fields.filter((field) => values[field].trim() === '');
    if (empty.length === fields.length) return;
    for (const field of empty) {
      context.addIssue({ code: 'custom', path: [field], message: 'allOrNone' });
    }
    if (empty.length > 0) return;
    const parsed = giftOptionSchema.safeParse(values);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      const message: GiftFieldError =
        field === 'email' && issue.code !== 'too_big' ? 'email' : 'tooLong';
      context.addIssue({ code: 'custom', path: [String(field)], message });
    }
  });
export type GiftOptionFormValues = z.infer<typeof giftOptionFormSchema>;

/** The option to send: null when every field was left empty. */
export function toGiftOption(values: GiftOptionFormValues): GiftOption | null {
  if (fields.every((field) => values[field].trim() === '')) return null;
  return giftOptionSchema.parse(values);
}
