import { describe, expect, it } from 'vitest';
import { createVersionedMemo } from './versioned-memo';

/** Computations that answer with their name and how many have run so far. */
function counting() {
  let runs = 0;
  return {
    compute: (answer: string) => () => {
      runs += 1;
      return Promise.resolve(`${answer}#${runs}`);
    },
    runs: () => runs,
  };
}

describe('a memo kept by version', () => {
  it('serves the kept result while the version holds, and computes afresh once it moves', async () => {
    const memo = createVersionedMemo<string>(10);
    const { compute, runs } = counting();
    expect(await memo.get('men', 'v1', compute('men'))).toBe('men#1');
    expect(await memo.get('men', 'v1', compute('men'))).toBe('men#1');
    expect(await memo.get('men', 'v2', compute('men'))).toBe('men#2');
    expect(runs()).toBe(2);
  });

  it('keeps at most its limit of keys, forgetting the least recently used', async () => {
    const memo = createVersionedMemo<string>(2);
    const { compute, runs } = counting();
    await memo.get('men', 'v1', compute('men'));
    await memo.get('women', 'v1', compute('women'));
    await memo.get('men', 'v1', compute('men')); // men is now the most recent
    await memo.get('kids', 'v1', compute('kids')); // so women goes
    expect(runs()).toBe(3);
    expect(await memo.get('men', 'v1', compute('men'))).toBe('men#1');
    expect(await memo.get('women', 'v1', compute('women'))).toBe('women#4');
  });

  it('shares a computation under way, and does not keep one that failed', async () => {
    const memo = createVersionedMemo<string>(10);
    let finish: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => {
      finish = resolve;
    });
    let runs = 0;
    const first = memo.get('men', 'v1', () => ((runs += 1), slow));
    const second = memo.get('men', 'v1', () => ((runs += 1), Promise.resolve('other')));
    finish('counted');
    expect(await Promise.all([first, second])).toEqual(['counted', 'counted']);
    expect(runs).toBe(1);

    await expect(
      memo.get('women', 'v1', () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    expect(await memo.get('women', 'v1', () => Promise.resolve('recounted'))).toBe('recounted');
  });
});
