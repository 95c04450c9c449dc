import type { Logger } from './http/logger';

export interface SweepSchedule {
  stop(): void;
}

/**
 * Runs `sweep` every `intervalSeconds` in the background; 0 runs nothing. A sweep still at work
 * when the next is due (a slow SMTP server) lets that turn pass rather than run beside it, a
 * failed one is logged and the next still runs, and the timer never keeps the process alive on
 * its own.
 */
export function scheduleSweeps({
  name,
  intervalSeconds,
  sweep,
  log,
}: {
  /** Names the sweep in the log when it fails. */
  name: string;
  intervalSeconds: number;
  sweep: () => Promise<void>;
  log: Logger;
}): SweepSchedule | null {
  if (intervalSeconds <= 0) return null;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
