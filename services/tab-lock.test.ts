import { beforeEach, describe, expect, it } from 'vitest';
import { LEASE_MS, storageLeaseTabLock } from './tab-lock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => localStorage.clear());

describe('storageLeaseTabLock', () => {
  it('never lets the work of two tabs overlap, and runs both', async () => {
    // Two tabs: a lock each, over the storage they share.
    const tabs = [storageLeaseTabLock(localStorage), storageLeaseTabLock(localStorage)];
    let running = 0;
    let mostAtOnce = 0;
    const done: string[] = [];
    const work = (name: string) => async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await sleep(30);
      running -= 1;
      done.push(name);
    };
    await Promise.all([
      tabs[0]!.run('refresh', work('a')),
      tabs[1]!.run('refresh', work('b')),
      tabs[0]!.run('refresh', work('c')),
    ]);
    expect(mostAtOnce).toBe(1);
    expect(done.sort()).toEqual(['a', 'b', 'c']);
    expect(localStorage.getItem('stride-lock:refresh')).toBeNull();
  });

  it('takes over a lease that a closed tab left behind once it has lapsed', async () => {
    let now = 1_000_000;
    localStorage.setItem(
      'stride-lock:refresh',
      JSON.stringify({ owner: 'closed-tab', until: now + LEASE_MS }),
    );
    const lock = storageLeaseTabLock(localStorage, () => now);
    let ran = false;
    const waiting = lock.run('refresh', async () => {
      ran = true;
    });
    await sleep(250);
    expect(ran).toBe(false);
    now += LEASE_MS + 1;
    await waiting;
    expect(ran).toBe(true);
  });
});
