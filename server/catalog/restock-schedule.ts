import type { Logger } from '../http/logger';
import type { RestockSweepResult } from './restock-notifier';

export interface RestockSweepSchedule {
  stop(): void;
}

/**
 * Runs `sweep` every `intervalSeconds` in the background; 0 runs nothing. A sweep still at work
 * when the next is due (a slow SMTP server) lets that turn pass rather than run beside it, and
 * the timer never keeps the process alive on its own.
 */
export function scheduleRestockSweeps({
  intervalSeconds,
  sweep,
  log,
}: {
  intervalSeconds: number;
  sweep: () => Promise<RestockSweepResult>;
  log: Logger;
}): RestockSweepSchedule | null {
  if (intervalSeconds <= 0) return null;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .then((result) => {
        if (result.emailed > 0 || result.failed > 0) log.info(result, 'back-in-stock sweep');
      })
      .catch((error: unknown) => log.error({ err: error }, 'back-in-stock sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
