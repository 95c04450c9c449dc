import type { Context } from 'hono';
import { getSubject } from '../auth/session';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';

/**
 * Who votes, flags or writes, as the server's own session says: the consumer when signed in
 * (one vote whatever the device), else the guest of the access cookie. Nothing the client
 * names itself counts, so a caller without a session is refused (AUT404, "cannot authorize"):
 * the page then renews its session and asks again.
 */
export function requireContributorKey(c: Context<ApiEnv>): string {
  const subject = getSubject(c);
  if (!subject) throw new ApiError('AUT404', 'Cannot authorize.');
  return `${subject.type}:${subject.id}`;
}

/** The signed-in consumer's id, stored with what they write; null for guests. */
export function authorIdOf(c: Context<ApiEnv>): string | null {
  const subject = getSubject(c);
  return subject?.type === 'consumer' ? subject.id : null;
}
