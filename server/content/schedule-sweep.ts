import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { canvasRevisions, canvases } from '../db/schema';

/** Who the revisions of a schedule's promotion name. */
export const SCHEDULE_ACTOR = 'schedule';

export interface ScheduleSweepResult {
  published: number;
  unpublished: number;
}

/**
 * Applies the schedules that are due at `now`: a scheduled version goes live (published at its
 * publish_at, by `schedule`), a published one past its unpublish_at is withdrawn. The due rows
 * are claimed with FOR UPDATE SKIP LOCKED in one transaction, so two instances never apply one
 * twice; the triggers of migration 0012 then move the canvases' cache tags.
 */
export async function sweepContentSchedules(db: Database, now: Date): Promise<ScheduleSweepResult> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(canvases)
      .where(
        or(
          and(isNotNull(canvases.scheduled), lte(canvases.publishAt, now)),
          and(isNotNull(canvases.published), lte(canvases.unpublishAt, now)),
        ),
      )
      .for('update', { skipLocked: true });
    const result: ScheduleSweepResult = { published: 0, unpublished: 0 };
    for (const row of due) {
      const goLive = row.scheduled && row.publishAt && row.publishAt <= now ? row.publishAt : null;
      const withdraw = row.unpublishAt && row.unpublishAt <= now ? row.unpublishAt : null;
      // A withdrawal due before the scheduled version went live takes down the version before it.
      const endsLive = withdraw !== null && (goLive === null || withdraw >= goLive);
      await tx
        .update(canvases)
        .set({
          ...(goLive
            ? {
                published: row.scheduled,
                publishedAt: goLive,
                publishedBy: SCHEDULE_ACTOR,
                scheduled: null,
                publishAt: null,
              }
            : {}),
          ...(endsLive ? { published: null } : {}),
          ...(withdraw ? { unpublishAt: null } : {}),
          updatedAt: now,
        })
        .where(eq(canvases.id, row.id));
      const revisions = [
        ...(goLive
          ? [{ action: 'publish' as const, content: row.scheduled, publishAt: goLive, at: goLive }]
          : []),
        ...(withdraw
          ? [{ action: 'unpublish' as const, content: null, publishAt: null, at: withdraw }]
          : []),
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      for (const revision of revisions) {
        await tx.insert(canvasRevisions).values({
          canvasId: row.id,
          ...revision,
          unpublishAt: withdraw,
          actor: SCHEDULE_ACTOR,
        });
      }
      if (goLive) result.published += 1;
      if (withdraw) result.unpublished += 1;
    }
    return result;
  });
}
