import { describe, expect, it } from 'vitest';
import { draftOutcomeQuery, readDraftOutcome } from './draft-outcome';

const read = (query: URLSearchParams) => readDraftOutcome(Object.fromEntries(query));

describe('the draft outcome in the editor page query', () => {
  it('reads back what an action wrote', () => {
    const outcomes = [
      { kind: 'published', type: 'page', key: 'home' },
      { kind: 'discarded', type: 'product', key: 'P1234567' },
      { kind: 'refused', reason: 'preview-link' },
    ] as const;
    for (const outcome of outcomes) expect(read(draftOutcomeQuery(outcome))).toEqual(outcome);
  });

  it('shows nothing for a made-up query', () => {
    expect(readDraftOutcome({})).toBeNull();
    expect(readDraftOutcome({ kind: 'published', type: 'page', key: '<b>owned</b>' })).toBeNull();
    expect(readDraftOutcome({ kind: 'refused', reason: 'because' })).toBeNull();
  });
});
