import type { EventCanvas } from '@/lib/contracts/events';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../../db/client';
import { canvases } from '../../db/schema';

/** An event document with every required field; tests override what they are about. */
export function eventDocument(overrides: Partial<EventCanvas> = {}): EventCanvas {
  return {
    name: 'Test event',
    title: 'Trail weekend',
    startDate: '2026-03-14',
    endDate: '2026-03-15',
    place: 'Stride Westend, London',
    description: ['Two days on the trails.'],
    capacity: 10,
    enablePlusOne: true,
    richText: 'I agree to the event rules.',
    submitCtaLabel: 'Join',
    confirmationTitle: 'See you there',
    confirmationSubtitle: 'A confirmation is on its way.',
    metadata: { htmlTitle: 'Trail weekend', htmlDescription: 'Two days on the trails.' },
    ...overrides,
  };
}

/** Publishes the event on a site, as an editor would. */
export async function publishEvent(
  db: Database,
  eventId: string,
  document: EventCanvas,
  siteId: Locale = 'en-us',
) {
  await db.insert(canvases).values({
    siteId,
    type: 'event',
    key: eventId,
    published: document,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
  });
}
