/** "Now" for expiry and lockout decisions; tests pass one they can move forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
