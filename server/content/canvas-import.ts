import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type {
  CanvasImportEntry,
  ImportResponse,
  ImportResult,
} from '@/lib/contracts/content-publishing';
import type { Database } from '../db/client';
import { canvases } from '../db/schema';
import { canvasAddressSchema, describeCanvas, type CanvasAddress } from './canvas-address';
import { checkDocument, jsonPath, problemsInField, type CanvasDocument } from './document-problems';
import { publish, saveDraft, type ContentWriter } from './publishing';

type CanvasRow = typeof canvases.$inferSelect;
type Write = (db: Database) => Promise<unknown>;

interface Plan {
  result: ImportResult;
  writes: Write[];
}

export interface ImportOptions extends ContentWriter {
  dryRun: boolean;
}

const sameTime = (a: Date | null, b: Date | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

function invalid(entry: CanvasImportEntry, errors: string[]): Plan {
  const { siteId, type, key } = entry;
  return { result: { siteId, type, key, status: 'invalid', errors }, writes: [] };
}

async function findRow(db: Database, { siteId, type, key }: CanvasAddress) {
  const [row] = await db
    .select()
    .from(canvases)
    .where(and(eq(canvases.siteId, siteId), eq(canvases.type, type), eq(canvases.key, key)));
  return row;
}

/** What an editor works from: the draft, else what is published, else what is scheduled. */
export function workingVersion(row: CanvasRow): CanvasDocument | null {
  return row.draft ?? row.published ?? row.scheduled;
}

/** The writes that make the canvas hold what the entry says, none for what it holds already. */
function writesFor(
  address: CanvasAddress,
  row: CanvasRow | undefined,
  entry: { document: CanvasDocument; draft?: CanvasDocument; scheduled?: CanvasDocument },
  schedule: { publish: boolean; publishAt?: Date; unpublishAt?: Date },
  writer: ContentWriter,
): Write[] {
  if (!schedule.publish) {
    const draft = entry.draft ?? entry.document;
    const current = row ? workingVersion(row) : undefined;
    return isDeepStrictEqual(current, draft) ? [] : [(db) => saveDraft(db, address, draft, writer)];
  }
  const { publishAt, unpublishAt } = schedule;
  const later = publishAt !== undefined && publishAt > writer.now;
  const liveNow = entry.scheduled || !later ? entry.document : undefined;
  const waiting = entry.scheduled ?? (later ? entry.document : undefined);
  const writes: Write[] = [];
  if (
    liveNow &&
    !(isDeepStrictEqual(row?.published, liveNow) && sameTime(row?.unpublishAt ?? null, unpublishAt))
  ) {
    writes.push((db) => publish(db, address, { document: liveNow, unpublishAt }, writer));
  }
  if (
    waiting &&
    !(isDeepStrictEqual(row?.scheduled, waiting) && sameTime(row?.publishAt ?? null, publishAt))
  ) {
    writes.push((db) =>
      publish(db, address, { document: waiting, publishAt, unpublishAt }, writer),
    );
  }
  if (entry.draft && !isDeepStrictEqual(row?.draft, entry.draft)) {
    const draft = entry.draft;
    writes.push((db) => saveDraft(db, address, draft, writer));
  }
  return writes;
}

/** Checks one entry and works out what importing it changes. */
async function planEntry(
  db: Database,
  entry: CanvasImportEntry,
  defaults: { publish: boolean; publishAt?: Date; unpublishAt?: Date },
  writer: ContentWriter,
): Promise<Plan> {
  const parsedAddress = canvasAddressSchema.safeParse(entry);
  if (!parsedAddress.success) {
    const name = `${entry.siteId} ${entry.type} ${entry.key}`;
    return invalid(
      entry,
      parsedAddress.error.issues.map(
        (issue) => `${name}: ${jsonPath(issue.path)}: ${issue.message}`,
      ),
    );
  }
  const address = parsedAddress.data;
  const documents: Partial<Record<'document' | 'draft' | 'scheduled', CanvasDocument>> = {};
  const errors: string[] = [];
  for (const field of ['document', 'draft', 'scheduled'] as const) {
    if (entry[field] === undefined) continue;
    const checked = checkDocument(address, entry[field]);
    if (checked.ok) documents[field] = checked.document;
    else
      errors.push(
        ...(field === 'document' ? checked.problems : problemsInField(checked.problems, field)),
      );
  }
  const publishAt = entry.publishAt ? new Date(entry.publishAt) : defaults.publishAt;
  const unpublishAt = entry.unpublishAt ? new Date(entry.unpublishAt) : defaults.unpublishAt;
  if (entry.scheduled && !publishAt) {
    errors.push(`${describeCanvas(address)}: publishAt: Required with scheduled`);
  }
  const publishing = entry.publish ?? defaults.publish;
  if (
    publishing &&
    unpublishAt &&
    unpublishAt <= (publishAt && !entry.scheduled ? publishAt : writer.now)
  ) {
    errors.push(`${describeCanvas(address)}: unpublishAt: must be later than it goes live`);
  }
  if (errors.length > 0 || !documents.document) return invalid(entry, errors);
  const row = await findRow(db, address);
  const writes = writesFor(
    address,
    row,
    { ...documents, document: documents.document },
    { publish: publishing, publishAt, unpublishAt },
    writer,
  );
  const status = !row ? 'created' : writes.length > 0 ? 'changed' : 'unchanged';
  return { result: { ...address, status }, writes };
}

/**
 * Imports canvases as the API's POST /content/v1/import and `npm run content -- import` do:
 * every entry is checked first, and nothing is written on a dry run or when any is invalid;
 * otherwise all writes happen in one transaction.
 */
export async function importCanvases(
  db: Database,
  entries: CanvasImportEntry[],
  options: ImportOptions & { publish?: boolean; publishAt?: Date; unpublishAt?: Date },
): Promise<ImportResponse> {
  const defaults = {
    publish: options.publish ?? false,
    publishAt: options.publishAt,
    unpublishAt: options.unpublishAt,
  };
  const writer = { actor: options.actor, now: options.now };
  const plans: Plan[] = [];
  for (const entry of entries) plans.push(await planEntry(db, entry, defaults, writer));
  const results = plans.map((plan) => plan.result);
  const applied = !options.dryRun && results.every((result) => result.status !== 'invalid');
  if (applied) {
    await db.transaction(async (tx) => {
      for (const write of plans.flatMap((plan) => plan.writes)) await write(tx);
    });
  }
  return { applied, canvases: results };
}
