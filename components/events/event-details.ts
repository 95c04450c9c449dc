/** What the sign-up dialog needs of an event, with its days already written for the locale. */
export interface EventSignUpDetails {
  eventId: string;
  title: string;
  /** Each day of the event: the value sent (YYYY-MM-DD) and how the locale writes it. */
  days: { value: string; label: string }[];
  enablePlusOne: boolean;
  /** The terms the shopper accepts. */
  terms: string;
  submitCtaLabel: string;
  confirmationTitle: string;
  confirmationSubtitle: string;
}
