import type { Context } from 'hono';
import type { ApiEnv } from '../http/context';

/**
 * Runs work the reply must not wait for, such as mail, once the reply is on its way: it starts
 * on a later turn of the event loop, so neither its database work nor its rendering delays the
 * response (which would tell, by timing, that there was work to do). A failure is logged.
 */
export function afterReply(c: Context<ApiEnv>, failure: string, work: () => Promise<void>): void {
  const log = c.get('log');
  setImmediate(() => {
    work().catch((error: unknown) => log.error({ err: error }, failure));
  });
}
