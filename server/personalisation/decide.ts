import type { DecideResponse } from '@/lib/contracts/personalisation';
import type { AudienceId } from '@/lib/personalisation/audiences';
import type { PersonalisedBlocks } from './published-blocks';
import { assignVariant } from './variant-assignment';

type Actions = DecideResponse['actions'];

/** Who the decision is for: their audience segments and the id their experience arms hang on. */
export interface DecidedVisitor {
  audiences: readonly AudienceId[];
  visitorId: string;
}

/**
 * The actions for a visitor: each experience with the variant assigned to them (none: the
 * baseline), each segmentation block with the segments whose audience they are in, in the
 * block's order. Without a visitor (no targeting consent) every block answers its baseline.
 */
export function decideActions(blocks: PersonalisedBlocks, visitor: DecidedVisitor | null): Actions {
  return {
    experiences: blocks.experiences.map(({ experienceId, trackingEvent, baselines, ...rest }) => {
      const variant = visitor
        ? assignVariant(visitor.visitorId, { experienceId, trackingEvent, baselines, ...rest })
        : null;
      return { experienceId, trackingEvent, baselines, variants: variant ? [variant] : [] };
    }),
    segmentation: blocks.segmentations.map(({ id, baselines, segments }) => ({
      id,
      baselines,
      segments: visitor ? segments.filter((segment) => visitor.audiences.includes(segment.id)) : [],
    })),
  };
}
