/**
 * The editor's grant is httpOnly like the shoppers' tokens and, like them, Secure (browsers
 * honour it on http://localhost too). Lax, not Strict: a preview link opened from mail or chat
 * arrives as a cross-site top-level GET and must find the editor signed in.
 */
export const editorCookieAttributes = { httpOnly: true, secure: true, path: '/' } as const;

/** Seconds a cookie holding a grant that ends at `expiresAt` should last. */
export const secondsUntil = (expiresAt: Date, now: Date) =>
  Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
