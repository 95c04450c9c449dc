import type { DecideRequest } from '@/lib/contracts/personalisation';
import type { Logger } from '../http/logger';
import type { PersonalisedBlocks } from './published-blocks';

type ImpressionEvent = NonNullable<DecideRequest['events']>[number];

/**
 * A shown variant, as the page reports it with the experience's trackingEvent: written to the
 * log as a `personalisation impression` line (docs/personalisation.md). Events that name no
 * published experience's variant are dropped, so the log counts only real variants.
 */
export function recordImpressions(
  log: Logger,
  blocks: PersonalisedBlocks,
  events: readonly ImpressionEvent[],
  visitorId: string,
): void {
  for (const event of events) {
    const experience = blocks.experiences.find((e) => e.trackingEvent === event.trackingEvent);
    if (!experience?.variants.some((variant) => variant.variantId === event.variantId)) continue;
    log.info(
      {
        trackingEvent: event.trackingEvent,
        experienceId: experience.experienceId,
        variantId: event.variantId,
        visitorId,
      },
      'personalisation impression',
    );
  }
}
