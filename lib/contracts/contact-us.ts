import { z } from 'zod';
import { emailSchema, recaptchaResponseSchema } from './auth';

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** GET /consumers-v3/contactus/categorySubject: localized, in the request's locale. */
export const contactCategoriesResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      subjects: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
});
export type ContactCategoriesResponse = z.infer<typeof contactCategoriesResponseSchema>;

/** POST /consumers-v3/contactus. */
export const contactUsRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  categoryId: z.string().min(1).max(40),
  subjectId: z.string().min(1).max(40),
  orderNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{4,32}$/i)
    .optional(),
  message: z.string().trim().min(10).max(CONTACT_MESSAGE_MAX_LENGTH),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type ContactUsRequest = z.input<typeof contactUsRequestSchema>;

export const contactUsResponseSchema = z.object({
  /** The case number quoted in the acknowledgement email. */
  caseNumber: z.string(),
  createdAt: z.string(),
});
export type ContactUsResponse = z.infer<typeof contactUsResponseSchema>;
