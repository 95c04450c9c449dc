import type { HelpfulVote } from '@/lib/contracts/reviews';

/** Changes to a subject's helpful and unhelpful counters. */
export interface CounterChange {
  helpful: number;
  unhelpful: number;
}

/**
 * One vote per voter: a first vote counts once, the same vote again changes nothing, and the
 * other vote moves the voter's count across. `previous` is the voter's earlier vote, or null.
 * Counters are adjusted rather than recounted so that counts that came with seeded content stay
 * as they were.
 */
export function counterChange(previous: HelpfulVote | null, vote: HelpfulVote): CounterChange {
  const one = (value: HelpfulVote) => ({
    helpful: value === 'helpful' ? 1 : 0,
    unhelpful: value === 'unhelpful' ? 1 : 0,
  });
  if (previous === vote) return { helpful: 0, unhelpful: 0 };
  const added = one(vote);
  if (previous === null) return added;
  const removed = one(previous);
  return {
    helpful: added.helpful - removed.helpful,
    unhelpful: added.unhelpful - removed.unhelpful,
  };
}
