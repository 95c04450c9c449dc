/**
 * A cookie scripts may read that says only whose session this browser has, a guest's or an
 * account's: the tokens themselves are httpOnly. It lives as long as the refresh cookie and goes
 * with it at sign-out. It carries nothing secret and decides nothing on the server; a page uses
 * it to tell a visitor the store knows nothing of from one it may know
 * (lib/personalisation/unknown-visitor.ts).
 */
export const SESSION_HINT_COOKIE = 'stride_session';

/** The hint's value by whose session it is; an older value (`1`) counts as not a guest's. */
export const SESSION_HINTS = { guest: 'guest', consumer: 'consumer' } as const;
