/**
 * A cookie scripts may read that says only "this browser has a session": the tokens themselves
 * are httpOnly. It lives as long as the refresh cookie and goes with it at sign-out. It carries
 * nothing secret and decides nothing on the server; a page uses it to tell a visitor the store
 * knows nothing of from one it may know (lib/personalisation/new-visitor.ts).
 */
export const SESSION_HINT_COOKIE = 'stride_session';
