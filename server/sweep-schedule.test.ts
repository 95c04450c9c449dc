import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleSweeps, type SweepSchedule } from './sweep-schedule';

const log = pino({ level: 'silent' });
let schedule: SweepSchedule | null = null;

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
      new Promise<void>((resolve) => {
        finishers.push(() => resolve());
      }),
  );
  return { sweep, finishCurrent: () => finishers.shift()?.() };
}

describe('scheduleSweeps', () => {
  it('sweeps once per interval and lets a turn pass while a sweep is still running', async () => {
    const { sweep, finishCurrent } = controllableSweep();
    schedule = scheduleSweeps({ name: 'test sweep', intervalSeconds: 60, sweep, log });

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
    schedule = scheduleSweeps({ name: 'test sweep', intervalSeconds: 5, sweep, log });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('starts nothing when the interval is 0', async () => {
    const sweep = vi.fn(() => Promise.resolve());
    schedule = scheduleSweeps({ name: 'test sweep', intervalSeconds: 0, sweep, log });

    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(schedule).toBeNull();
    expect(sweep).not.toHaveBeenCalled();
  });
});
