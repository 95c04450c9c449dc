import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestockSweepResult } from './restock-notifier';
import { scheduleRestockSweeps, type RestockSweepSchedule } from './restock-schedule';

const log = pino({ level: 'silent' });
let schedule: RestockSweepSchedule | null = null;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  schedule?.stop();
  schedule = null;
  vi.useRealTimers();
});

/** A sweep that stays at work until the test finishes it. */
function controllableSweep() {
  const finishers: (() => void)[] = [];
  const sweep = vi.fn(
    () =>
      new Promise<RestockSweepResult>((resolve) => {
        finishers.push(() => resolve({ emailed: 0, failed: 0 }));
      }),
  );
  return { sweep, finishCurrent: () => finishers.shift()?.() };
}

describe('scheduleRestockSweeps', () => {
  it('sweeps once per interval and lets a turn pass while a sweep is still running', async () => {
    const { sweep, finishCurrent } = controllableSweep();
    schedule = scheduleRestockSweeps({ intervalSeconds: 60, sweep, log });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sweep).toHaveBeenCalledTimes(1);

    finishCurrent();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('keeps sweeping after a sweep fails', async () => {
    const sweep = vi.fn(() => Promise.reject(new Error('database restarting')));
    schedule = scheduleRestockSweeps({ intervalSeconds: 5, sweep, log });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('starts nothing when the interval is 0', async () => {
    const sweep = vi.fn(() => Promise.resolve({ emailed: 0, failed: 0 }));
    schedule = scheduleRestockSweeps({ intervalSeconds: 0, sweep, log });

    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(schedule).toBeNull();
    expect(sweep).not.toHaveBeenCalled();
  });
});
