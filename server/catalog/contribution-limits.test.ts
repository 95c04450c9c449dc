import { describe, expect, it } from 'vitest';
import { manualClock } from '../auth/testing/auth-test-kit';
import { createMemoryState } from '../shared-state/memory-state';
import { CONTRIBUTION_LIMITS, createContributionLimits } from './contribution-limits';

function setup() {
  const clock = manualClock();
  return { clock, limits: createContributionLimits(createMemoryState(), clock) };
}

describe('contribution limits', () => {
  it('holds an address to its limit however many shoppers it mints', async () => {
    const { limits } = setup();
    const { perAddress } = CONTRIBUTION_LIMITS.flags;
    for (let n = 0; n < perAddress; n += 1) {
      await limits.take('flags', `guest:${n}`, '203.0.113.5');
    }
    await expect(limits.take('flags', 'guest:fresh', '203.0.113.5')).rejects.toMatchObject({
      code: 'AUT403',
    });
    await expect(limits.take('flags', 'guest:fresh', '203.0.113.6')).resolves.toBeUndefined();
  });

  it('lets a shopper contribute again once the window has passed', async () => {
    const { clock, limits } = setup();
    const { perShopper, windowMs } = CONTRIBUTION_LIMITS.writes;
    for (let n = 0; n < perShopper; n += 1) await limits.take('writes', 'guest:1', `10.0.0.${n}`);
    await expect(limits.take('writes', 'guest:1', '10.0.1.1')).rejects.toMatchObject({
      code: 'AUT403',
    });
    clock.advance(windowMs + 1);
    await expect(limits.take('writes', 'guest:1', '10.0.1.1')).resolves.toBeUndefined();
  });

  it('counts only the first flag on a review from an address', async () => {
    const { limits } = setup();
    expect(await limits.isFirstFlagFrom('review-1', '203.0.113.5')).toBe(true);
    expect(await limits.isFirstFlagFrom('review-1', '203.0.113.5')).toBe(false);
    expect(await limits.isFirstFlagFrom('review-1', '203.0.113.6')).toBe(true);
    expect(await limits.isFirstFlagFrom('review-2', '203.0.113.5')).toBe(true);
  });
});
