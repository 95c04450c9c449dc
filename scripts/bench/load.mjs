// Runs one kind of request many times, some at once, and summarises what the client saw.

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Calls `send(i)` `requests` times with `concurrency` in flight, stopping early at
 * `maxSeconds`. `send` resolves true for a success. Latencies in milliseconds; the first
 * failure's message is kept to say why.
 */
export async function load({ requests, concurrency, maxSeconds = 60, send }) {
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  async function worker() {
    while (next < requests && performance.now() < deadline) {
      const index = next;
      next += 1;
      const t0 = performance.now();
      let ok = false;
      try {
        ok = await send(index);
        if (!ok) firstFailure ??= 'an answer that was not a success';
      } catch (error) {
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
      latencies.push(performance.now() - t0);
      if (!ok) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(at(latencies, 0.5)),
    p95: Math.round(at(latencies, 0.95)),
    p99: Math.round(at(latencies, 0.99)),
    firstFailure,
  };
}

/** A GET whose body is read to the end; true when the answer is 2xx. */
export const getOk = (url, init) => async () => {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.ok;
};

/** The median of numbers (the middle one, or the mean of the two middle ones). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
