import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, after the calls have stopped for the wait', () => {
    const run = vi.fn();
    const debounced = debounce(run, 200, { maxWaitMs: 500 });
    debounced();
    vi.advanceTimersByTime(150);
    debounced();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at least every max wait while calls keep coming', () => {
    const run = vi.fn();
    const debounced = debounce(run, 200, { maxWaitMs: 500 });
    for (let elapsed = 0; elapsed < 1200; elapsed += 100) {
      debounced();
      vi.advanceTimersByTime(100);
    }
    // Calls at 0…1100 ms: runs at 500 and 1000 ms, then 200 ms after the last call.
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops a pending call when cancelled', () => {
    const run = vi.fn();
    const debounced = debounce(run, 200, { maxWaitMs: 500 });
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
