import { and, countDistinct, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExperimentDatafile, ExperimentResults } from '@/lib/contracts/experiments';
import type { Database } from '../db/client';
import { experimentEvents } from '../db/schema';
import { EXPOSURE_EVENT_KEY, type ExperimentEventBatch } from './event-batch';

type EventRow = typeof experimentEvents.$inferInsert;

/**
 * The rows a batch yields, judged against the datafile the store serves: an exposure only for
 * a variation of a running experiment in it, a conversion only for an event it names. Anything
 * else a page sent (or forged) is left out.
 */
export function eventRowsOf(
  batch: ExperimentEventBatch,
  datafile: ExperimentDatafile,
  receivedAt: Date,
): EventRow[] {
  const variationsOf = new Map(
    datafile.experiments.map((experiment) => [
      experiment.key,
      new Set(experiment.variations.map((variation) => variation.key)),
    ]),
  );
  const eventKeys = new Set(datafile.events.map((event) => event.key));
  const rows: EventRow[] = [];
  for (const visitor of batch.visitors) {
    for (const snapshot of visitor.snapshots) {
      for (const event of snapshot.events) {
        if (event.key === EXPOSURE_EVENT_KEY) {
          for (const { metadata } of snapshot.decisions ?? []) {
            if (!variationsOf.get(metadata.rule_key)?.has(metadata.variation_key)) continue;
            rows.push({
              uuid: event.uuid,
              kind: 'exposure',
              visitorId: visitor.visitor_id,
              experimentKey: metadata.rule_key,
              variationKey: metadata.variation_key,
              eventKey: event.key,
              receivedAt,
            });
          }
        } else if (eventKeys.has(event.key)) {
          rows.push({
            uuid: event.uuid,
            kind: 'conversion',
            visitorId: visitor.visitor_id,
            experimentKey: null,
            variationKey: null,
            eventKey: event.key,
            receivedAt,
          });
        }
      }
    }
  }
  return rows;
}

/** Stores the rows; an event id already stored (a batch sent again) counts once. */
export async function recordEvents(db: Database, rows: EventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await db
    .insert(experimentEvents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ uuid: experimentEvents.uuid });
  return stored.length;
}

/**
 * Per experiment of the datafile and per variation: the visitors shown it, and how many of
 * them sent one of the experiment's conversion events after they were first shown it.
 */
export async function experimentResults(
  db: Database,
  datafile: ExperimentDatafile,
): Promise<ExperimentResults> {
  const conversion = alias(experimentEvents, 'conversion');
  const experiments = await Promise.all(
    datafile.experiments.map(async (experiment) => {
      const conversionEvents = datafile.events
        .filter((event) => event.experimentIds.includes(experiment.id))
        .map((event) => event.key);
      const firstExposures = db
        .select({
          visitorId: experimentEvents.visitorId,
          variationKey: experimentEvents.variationKey,
          firstAt: sql<Date>`min(${experimentEvents.receivedAt})`.as('first_at'),
        })
        .from(experimentEvents)
        .where(
          and(
            eq(experimentEvents.kind, 'exposure'),
            eq(experimentEvents.experimentKey, experiment.key),
          ),
        )
        .groupBy(experimentEvents.visitorId, experimentEvents.variationKey)
        .as('first_exposures');
      const counted = await db
        .select({
          variationKey: firstExposures.variationKey,
          exposed: countDistinct(firstExposures.visitorId),
          converted: countDistinct(conversion.visitorId),
        })
        .from(firstExposures)
        .leftJoin(
          conversion,
          and(
            eq(conversion.visitorId, firstExposures.visitorId),
            eq(conversion.kind, 'conversion'),
            conversionEvents.length ? inArray(conversion.eventKey, conversionEvents) : sql`false`,
            gte(conversion.receivedAt, firstExposures.firstAt),
          ),
        )
        .groupBy(firstExposures.variationKey);
      const byVariation = new Map(counted.map((row) => [row.variationKey, row]));
      return {
        experimentKey: experiment.key,
        status: experiment.status,
        conversionEvents,
        variations: experiment.variations.map(({ key }) => {
          const exposed = Number(byVariation.get(key)?.exposed ?? 0);
          const converted = Number(byVariation.get(key)?.converted ?? 0);
          return { variationKey: key, exposed, converted, rate: exposed ? converted / exposed : 0 };
        }),
      };
    }),
  );
  return { experiments };
}
