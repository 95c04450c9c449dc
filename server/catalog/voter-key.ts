import type { Context } from 'hono';
import { getSubject } from '../auth/session';
import type { ApiEnv } from '../http/context';

/**
 * Who votes or flags: the consumer when signed in (one vote whatever the device), else the
 * session id header, so a visitor gets one vote per session.
 */
export function voterKeyOf(c: Context<ApiEnv>): string {
  const subject = getSubject(c);
  if (subject?.type === 'consumer') return `consumer:${subject.id}`;
  return `session:${c.get('request').sessionId}`;
}

/** The signed-in consumer's id, stored with what they write; null for guests. */
export function authorIdOf(c: Context<ApiEnv>): string | null {
  const subject = getSubject(c);
  return subject?.type === 'consumer' ? subject.id : null;
}
