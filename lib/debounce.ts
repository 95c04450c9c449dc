export interface Debounced {
  (): void;
  /** Drops a pending call. */
  cancel(): void;
}

/**
 * Calls `run` once calls have stopped for `waitMs`, and at least every `maxWaitMs` while they
 * keep coming (lodash's debounce with `maxWait`, trailing edge only).
 */
export function debounce(
  run: () => void,
  waitMs: number,
  { maxWaitMs }: { maxWaitMs: number },
): Debounced {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    quiet = longest = undefined;
  };
  const flush = () => {
    cancel();
    run();
  };
  const debounced = () => {
    clearTimeout(quiet);
    quiet = setTimeout(flush, waitMs);
    longest ??= setTimeout(flush, maxWaitMs);
  };
  debounced.cancel = cancel;
  return debounced;
}
