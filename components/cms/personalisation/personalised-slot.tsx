'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { detectChannel } from '@/lib/channel';
import {
  chooseAlternative,
  type PersonalisedBlockKey,
} from '@/lib/personalisation/choose-alternative';
import {
  usePersonalisationClient,
  usePersonalisationDecision,
} from '@/services/use-personalisation-decision';

export interface Alternative {
  /** null for the baseline. */
  id: string | null;
  content: ReactNode;
}

/**
 * Every alternative is rendered on the server into one grid cell, so the block is as large as
 * its largest alternative from the first paint and showing one never moves the page. All stay
 * invisible until the decision (or its timeout) names one; without scripts the baseline shows.
 */
export function PersonalisedSlot({
  block,
  alternatives,
}: {
  block: PersonalisedBlockKey;
  alternatives: Alternative[];
}) {
  const decision = usePersonalisationDecision();
  const chosen = decision ? chooseAlternative(block, decision) : undefined;
  useTrackedView(block, decision?.tracking === true && chosen?.decided === true ? chosen.id : null);
  const key = block.kind === 'experience' ? block.experienceId : block.id;
  return (
    <div
      className="grid"
      data-personalised={key}
      data-showing={chosen ? (chosen.id ?? 'baseline') : undefined}
      aria-busy={chosen === undefined}
    >
      {alternatives.map(({ id, content }) => (
        <div
          key={id ?? ''}
          className={
            chosen?.id === id
              ? '[grid-area:1/1] min-w-0'
              : `invisible [grid-area:1/1] min-w-0 ${id === null ? 'noscript:visible' : ''}`
          }
        >
          {content}
        </div>
      ))}
    </div>
  );
}

/** Reports a variant the decision chose, once per view, with the experience's trackingEvent. */
function useTrackedView(block: PersonalisedBlockKey, variantId: string | null) {
  const personalisation = usePersonalisationClient();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (block.kind !== 'experience' || !variantId || reported.current === variantId) return;
    reported.current = variantId;
    void personalisation
      .decide({
        channel: detectChannel(navigator.userAgent),
        events: [{ eventType: 'impression', trackingEvent: block.trackingEvent, variantId }],
      })
      // A lost report costs one impression line, never the page.
      .catch(() => undefined);
  }, [block, variantId, personalisation]);
}
