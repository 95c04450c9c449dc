/**
 * The caller's address for rate limiting. `next start` puts the socket address in
 * X-Forwarded-For when the header is absent, and a reverse proxy appends the address it saw,
 * so the last entry is the one our own infrastructure wrote. A client can still send the
 * header itself when nothing in front rewrites it; per-account limits and the lockout do not
 * depend on this value.
 */
export function clientIp(header: (name: string) => string | undefined): string {
  const forwarded = header('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? header('x-real-ip')?.trim() ?? 'unknown';
}
