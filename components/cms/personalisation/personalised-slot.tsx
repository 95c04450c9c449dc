'use client';

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { OneCellStack } from '@/components/ui/one-cell-stack';
import { detectChannel } from '@/lib/channel';
import {
  chooseAlternative,
  type PersonalisedBlockKey,
} from '@/lib/personalisation/choose-alternative';
import { isUnknownVisitor, provisionalMarks } from '@/lib/personalisation/unknown-visitor';
import {
  usePersonalisationClient,
  usePersonalisationDecision,
} from '@/services/use-personalisation-decision';

export interface Alternative {
  /** null for the baseline. */
  id: string | null;
  content: ReactNode;
}

/** The baseline's key among the stacked alternatives (variant ids are never empty). */
const BASELINE = '';

/**
 * Every alternative is rendered on the server into one stack, invisible until the decision (or
 * its timeout) names one; without scripts the baseline shows, and an unknown visitor sees
 * meanwhile what a segmentation will show them.
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
  const provisional = useProvisionalMarks(block);
  const key = block.kind === 'experience' ? block.experienceId : block.id;
  return (
    <OneCellStack
      items={alternatives.map(({ id, content }) => ({ key: id ?? BASELINE, content }))}
      shown={chosen ? (chosen.id ?? BASELINE) : undefined}
      fallback={BASELINE}
      provisional={provisional}
      data-personalised={key}
      data-showing={chosen ? (chosen.id ?? 'baseline') : undefined}
      aria-busy={chosen === undefined}
    />
  );
}

const unchanging = () => () => {};

/**
 * What an unknown visitor is shown of a segmentation while the decision is awaited, by consent.
 * The server's render assumes an unknown visitor and the layout's script shows the marks only to
 * one; a block drawn later in the page's life (after a client navigation) asks the browser
 * again, since the visitor may have signed in or filled the bag by then.
 */
function useProvisionalMarks(block: PersonalisedBlockKey): Map<string, string> | undefined {
  const unknownVisitor = useSyncExternalStore(
    unchanging,
    () => isUnknownVisitor(document.cookie, location.search, () => localStorage),
    () => true,
  );
  if (block.kind !== 'segmentation' || !unknownVisitor) return undefined;
  const marks = provisionalMarks(block.segmentIds);
  return new Map([...marks].map(([id, mark]) => [id ?? BASELINE, mark]));
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
