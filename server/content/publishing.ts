import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { canvases, canvasRevisions, type CanvasRevisionAction } from '../db/schema';
import { ApiError } from '../http/api-error';
import { describeCanvas, type CanvasAddress } from './canvas-address';
import { checkDocument, type CanvasDocument } from './document-problems';

type CanvasRow = typeof canvases.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who writes and when: an editor's staff id or a command's or webhook's name. */
export interface ContentWriter {
  actor: string;
  now: Date;
}

/** An invalid document, refused with one line per bad field (document-problems.ts). */
export class InvalidCanvasError extends ApiError {
  constructor(readonly problems: string[]) {
    super('ATTR200', problems.join('\n'), { data: { errors: problems } });
  }
}

export function requireValidDocument(address: CanvasAddress, document: unknown): CanvasDocument {
  const checked = checkDocument(address, document);
  if (!checked.ok) throw new InvalidCanvasError(checked.problems);
  return checked.document;
}

const byAddress = ({ siteId, type, key }: CanvasAddress) =>
  and(eq(canvases.siteId, siteId), eq(canvases.type, type), eq(canvases.key, key));

/** The canvas's row, locked for this transaction; created empty when the canvas is new. */
async function lockCanvas(tx: Transaction, address: CanvasAddress, now: Date): Promise<CanvasRow> {
  await tx
    .insert(canvases)
    .values({ ...address, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(canvases).where(byAddress(address)).for('update');
  if (!row) throw new Error(`The canvas ${describeCanvas(address)} could not be created.`);
  return row;
}

async function findLockedCanvas(tx: Transaction, address: CanvasAddress) {
  const [row] = await tx.select().from(canvases).where(byAddress(address)).for('update');
  return row;
}

async function recordRevision(
  tx: Transaction,
  canvasId: string,
  action: CanvasRevisionAction,
  writer: ContentWriter,
  details: { content?: CanvasDocument | null; publishAt?: Date | null; unpublishAt?: Date | null },
): Promise<void> {
  await tx.insert(canvasRevisions).values({
    canvasId,
    action,
    content: details.content ?? null,
    publishAt: details.publishAt ?? null,
    unpublishAt: details.unpublishAt ?? null,
    actor: writer.actor,
    at: writer.now,
  });
}

/** Saves the editor's working version. Shoppers see no change, so no cache tag moves. */
export async function saveDraft(
  db: Database,
  address: CanvasAddress,
  document: unknown,
  writer: ContentWriter,
): Promise<CanvasRow> {
  const draft = requireValidDocument(address, document);
  return db.transaction(async (tx) => {
    const row = await lockCanvas(tx, address, writer.now);
    const [saved] = await tx
      .update(canvases)
      .set({ draft, draftUpdatedBy: writer.actor, updatedAt: writer.now })
      .where(eq(canvases.id, row.id))
      .returning();
    await recordRevision(tx, row.id, 'draft', writer, { content: draft });
    return saved!;
  });
}

/**
 * Drops the editor's working version: the draft becomes the published version again (none if
 * nothing is published), recorded as a draft revision. Shoppers see no change.
 */
export async function discardDraft(
  db: Database,
  address: CanvasAddress,
  writer: ContentWriter,
): Promise<CanvasRow> {
  return db.transaction(async (tx) => {
    const row = await findLockedCanvas(tx, address);
    if (!row?.draft) throw new ApiError('API404', `${describeCanvas(address)} has no draft.`);
    const [saved] = await tx
      .update(canvases)
      .set({ draft: row.published, draftUpdatedBy: writer.actor, updatedAt: writer.now })
      .where(eq(canvases.id, row.id))
      .returning();
    await recordRevision(tx, row.id, 'draft', writer, { content: row.published });
    return saved!;
  });
}

export interface PublishRequest {
  /** What to publish; the saved draft when omitted. */
  document?: unknown;
  /** A future time schedules the document instead of publishing it now. */
  publishAt?: Date;
  /** When the published version is withdrawn; without it, it stays until unpublished. */
  unpublishAt?: Date;
}

/**
 * Publishes the draft (or the given document) now, or schedules it for `publishAt`. A version
 * published now leaves a pending schedule in place; the draft it came from is used up. The
 * database triggers then move the canvas's cache tag, so pages show it on the next request.
 */
export async function publish(
  db: Database,
  address: CanvasAddress,
  request: PublishRequest,
  writer: ContentWriter,
): Promise<CanvasRow> {
  const given =
    request.document === undefined ? undefined : requireValidDocument(address, request.document);
  const goesLiveAt = request.publishAt ?? writer.now;
  if (request.unpublishAt && request.unpublishAt <= goesLiveAt) {
    throw new ApiError('ATTR200', 'unpublishAt must be later than the time it goes live.', {
      field: 'body.unpublishAt',
    });
  }
  return db.transaction(async (tx) => {
    const row = await lockCanvas(tx, address, writer.now);
    const draft = row.draft ? requireValidDocument(address, row.draft) : undefined;
    const document = given ?? draft;
    if (!document) {
      throw new ApiError('ATTR100', `${describeCanvas(address)} has no draft to publish.`, {
        field: 'body.document',
      });
    }
    const unpublishAt = request.unpublishAt ?? null;
    const draftLeft = row.draft && !isDeepStrictEqual(row.draft, document) ? row.draft : null;
    const scheduling = goesLiveAt > writer.now;
    const [saved] = await tx
      .update(canvases)
      .set(
        scheduling
          ? { scheduled: document, publishAt: goesLiveAt, unpublishAt, updatedAt: writer.now }
          : {
              published: document,
              publishedAt: writer.now,
              publishedBy: writer.actor,
              unpublishAt,
              draft: draftLeft,
              updatedAt: writer.now,
            },
      )
      .where(eq(canvases.id, row.id))
      .returning();
    await recordRevision(tx, row.id, scheduling ? 'schedule' : 'publish', writer, {
      content: document,
      publishAt: scheduling ? goesLiveAt : null,
      unpublishAt,
    });
    return saved!;
  });
}

/**
 * Withdraws the published version now, or sets the time it is withdrawn (`at` in the future).
 * The draft and any pending schedule stay.
 */
export async function unpublish(
  db: Database,
  address: CanvasAddress,
  { at }: { at?: Date },
  writer: ContentWriter,
): Promise<CanvasRow> {
  return db.transaction(async (tx) => {
    const row = await findLockedCanvas(tx, address);
    if (!row?.published && !row?.scheduled) {
      throw new ApiError('API404', `${describeCanvas(address)} is not published.`);
    }
    const later = at !== undefined && at > writer.now;
    const [saved] = await tx
      .update(canvases)
      .set(
        later
          ? { unpublishAt: at, updatedAt: writer.now }
          : { published: null, unpublishAt: null, updatedAt: writer.now },
      )
      .where(eq(canvases.id, row.id))
      .returning();
    await recordRevision(tx, row.id, 'unpublish', writer, { unpublishAt: later ? at : null });
    return saved!;
  });
}
