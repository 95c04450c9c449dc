import { eq } from 'drizzle-orm';
import { experimentDatafileSchema, type ExperimentDatafile } from '@/lib/contracts/experiments';
import type { Database } from '../db/client';
import { experimentDatafiles } from '../db/schema';

const MAIN = 'main';

/**
 * With no datafile stored (a production database nobody imported one into), the store runs no
 * experiment: the SDK reads this one and every slot shows its baseline.
 */
export const emptyDatafile: ExperimentDatafile = experimentDatafileSchema.parse({
  version: '4',
  accountId: 'stride',
  projectId: 'stride',
  revision: '0',
});

export async function readDatafile(db: Database): Promise<ExperimentDatafile> {
  const [row] = await db
    .select({ document: experimentDatafiles.document })
    .from(experimentDatafiles)
    .where(eq(experimentDatafiles.key, MAIN))
    .limit(1);
  if (!row) return emptyDatafile;
  // Written only through the schema, so a stored datafile reads; an old one the schema no
  // longer takes serves nothing rather than breaking pages.
  const parsed = experimentDatafileSchema.safeParse(row.document);
  return parsed.success ? parsed.data : emptyDatafile;
}

export type DatafileCheck =
  { ok: true; datafile: ExperimentDatafile } | { ok: false; problems: string[] };

/** A datafile as a person wrote it, checked: one line per problem, naming the field. */
export function checkDatafile(input: unknown): DatafileCheck {
  const parsed = experimentDatafileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
      ),
    };
  }
  const datafile = parsed.data;
  const problems: string[] = [];
  const experimentIds = new Set(datafile.experiments.map((experiment) => experiment.id));
  datafile.featureFlags.forEach((flag, index) => {
    for (const id of flag.experimentIds) {
      if (!experimentIds.has(id))
        problems.push(`featureFlags.${index}.experimentIds: no experiment ${id}`);
    }
  });
  datafile.experiments.forEach((experiment, index) => {
    const variationIds = new Set(experiment.variations.map((variation) => variation.id));
    for (const slice of experiment.trafficAllocation) {
      if (slice.entityId && !variationIds.has(slice.entityId)) {
        problems.push(`experiments.${index}.trafficAllocation: no variation ${slice.entityId}`);
      }
    }
  });
  return problems.length ? { ok: false, problems } : { ok: true, datafile };
}

/** Replaces the stored datafile; `changed` is false when it already held this one. */
export async function writeDatafile(
  db: Database,
  datafile: ExperimentDatafile,
  actor: string,
  now: Date,
): Promise<{ changed: boolean }> {
  const current = await readDatafile(db);
  if (JSON.stringify(current) === JSON.stringify(datafile)) return { changed: false };
  await db
    .insert(experimentDatafiles)
    .values({ key: MAIN, document: datafile, updatedBy: actor, updatedAt: now })
    .onConflictDoUpdate({
      target: experimentDatafiles.key,
      set: { document: datafile, updatedBy: actor, updatedAt: now },
    });
  return { changed: true };
}
