import { z } from 'zod';
import { eventDays, MAX_EVENT_DAYS, splitAttendingDays } from '../events/event-days';
import { parseIsoDate } from '../validation/calendar-date';
import { isValidName } from '../validation/rules';
import { canvasSlugSchema, pageMetadataSchema } from './content';

const isoDateSchema = z.string().refine((value) => parseIsoDate(value) !== null, {
  message: 'A day as YYYY-MM-DD.',
});

/**
 * An event (spec 002 section 3, "Event sign-up"), stored as the canvas `event/{eventId}` of each
 * site that shows it: the canvas key is the eventId. Dates are calendar days where the event
 * takes place. The server refuses registrations beyond `capacity` people (a guest counts).
 */
export const eventCanvasSchema = z
  .object({
    name: z.string(),
    title: z.string().min(1),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    place: z.string().min(1),
    /** Paragraphs of plain text. */
    description: z.array(z.string()).default([]),
    capacity: z.number().int().min(1).max(100_000),
    enablePlusOne: z.boolean().default(false),
    /** The terms the shopper accepts, plain text. */
    richText: z.string().min(1),
    submitCtaLabel: z.string().min(1),
    confirmationTitle: z.string().min(1),
    confirmationSubtitle: z.string(),
    metadata: pageMetadataSchema,
  })
  .refine(
    ({ startDate, endDate }) => {
      const days = eventDays(startDate, endDate).length;
      return days >= 1 && days <= MAX_EVENT_DAYS;
    },
    { message: `The end date is on or after the start date, at most ${MAX_EVENT_DAYS} days on.` },
  );
export type EventCanvas = z.infer<typeof eventCanvasSchema>;

/** A guest's full name: two names of the name rule's characters at most. */
export const GUEST_NAME_MAX = 61;

/**
 * The event registration payload (spec 002 section 3), POST
 * /consumers-v3/consumer/event-registration. The server takes who registers (email, names,
 * gender, phone) from the signed-in account and the time from its own clock; they are carried
 * because the spec's payload has them. `plusOne` is the guest's name, empty for none.
 */
export const eventRegistrationSchema = z.object({
  email: z.string().max(100),
  attendingDays: z
    .string()
    .max((MAX_EVENT_DAYS + 1) * 11)
    .refine((value) => splitAttendingDays(value).every((day) => parseIsoDate(day) !== null), {
      message: 'Days as YYYY-MM-DD, comma-joined.',
    }),
  eventId: canvasSlugSchema,
  eventTermsAccepted: z.literal(true),
  firstName: z.string().max(30).optional(),
  lastName: z.string().max(30).optional(),
  gender: z.string().max(20).optional(),
  phoneNumber: z.string().max(20).optional(),
  plusOne: z
    .string()
    .max(GUEST_NAME_MAX)
    .default('')
    .transform((name) => name.trim())
    .refine((name) => name === '' || isValidName(name), { message: 'Name is not valid.' }),
  registrationTimestamp: z.iso.datetime({ offset: true }),
});
export type EventRegistrationRequest = z.input<typeof eventRegistrationSchema>;

/** The registration as stored. */
export const eventRegistrationResponseSchema = z.object({
  eventId: z.string(),
  attendingDays: z.array(z.string()),
  plusOne: z.string(),
  registeredAt: z.string(),
});
export type EventRegistrationResponse = z.infer<typeof eventRegistrationResponseSchema>;
