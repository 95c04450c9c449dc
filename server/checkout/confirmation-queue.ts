import type { Logger } from '../http/logger';

/**
 * Order confirmations sent after the placement's reply, one at a time. Rendering a mail and
 * its writes are no part of what the shopper waits for, and under a rush of placements the
 * mails take one turn of the event loop at a time instead of one per shopper. A mail the
 * process never got to (it stopped first) is sent by the recovery sweep (stale-orders.ts),
 * as any lost one is: the order records when its mail went.
 */
export interface ConfirmationQueue {
  /** Runs `send` once the mails queued before it are done; a failure is logged. */
  enqueue(send: () => Promise<void>, log: Logger): void;
  /** Settles once every mail queued so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

export function createConfirmationQueue(): ConfirmationQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    enqueue(send, log) {
      tail = tail
        .then(send)
        .catch((error: unknown) => log.error({ err: error }, 'order confirmation not sent'));
    },
    idle: () => tail,
  };
}
