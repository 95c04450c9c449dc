import { Hono, type Context } from 'hono';
import {
  canvasDocumentBodySchema,
  importRequestSchema,
  publishRequestSchema,
  unpublishRequestSchema,
  type CanvasRevisionsResponse,
  type CanvasState,
} from '@/lib/contracts/content-publishing';
import type { canvases } from '../db/schema';
import { ApiError } from '../http/api-error';
import { csrfGuard } from '../http/csrf';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { readOptionalJsonBody } from '../auth/optional-body';
import { canvasAddressSchema } from './canvas-address';
import { listRevisions } from './canvas-history';
import { importCanvases } from './canvas-import';
import { requirePublisher, type PublishAccess } from './editor-access';
import { EDITOR_COOKIE } from './preview-grant';
import { publish, saveDraft, unpublish } from './publishing';

const canvasPath = '/content/v1/canvases/:siteId/:type/:key';

function canvasState(row: typeof canvases.$inferSelect): CanvasState {
  return {
    siteId: row.siteId,
    type: row.type,
    key: row.key,
    hasDraft: row.draft !== null,
    published: row.published !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
    scheduled: row.scheduled !== null,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const optionalDate = (value: string | undefined) => (value ? new Date(value) : undefined);

/**
 * The content service's write side (docs/content.md, "Importing and publishing"): drafts,
 * publishing now or on a schedule, withdrawing, the history and bulk import. For editors (their
 * grant cookie) and a CMS webhook (bearer token). Mounted before the storefront's header
 * checks, as a server-to-server endpoint; the editor's cookie gets the same cross-site guard as
 * the shoppers' session cookies.
 */
export function publishRoutes(deps: PublishAccess & { publicBaseUrl: string }) {
  const writer = async (c: Context<ApiEnv>) => ({
    actor: await requirePublisher(c, deps),
    now: deps.clock.now(),
  });
  return new Hono<ApiEnv>()
    .use('/content/v1/*', csrfGuard([EDITOR_COOKIE], deps.publicBaseUrl))
    .put(`${canvasPath}/draft`, async (c) => {
      const by = await writer(c);
      const address = readParams(c, canvasAddressSchema);
      const document = await readJsonBody(c, canvasDocumentBodySchema);
      return c.json(canvasState(await saveDraft(c.get('db'), address, document, by)));
    })
    .post(`${canvasPath}/publish`, async (c) => {
      const by = await writer(c);
      const address = readParams(c, canvasAddressSchema);
      const body = await readOptionalJsonBody(c, publishRequestSchema);
      const row = await publish(
        c.get('db'),
        address,
        {
          document: body.document,
          publishAt: optionalDate(body.publishAt),
          unpublishAt: optionalDate(body.unpublishAt),
        },
        by,
      );
      return c.json(canvasState(row));
    })
    .post(`${canvasPath}/unpublish`, async (c) => {
      const by = await writer(c);
      const address = readParams(c, canvasAddressSchema);
      const { at } = await readOptionalJsonBody(c, unpublishRequestSchema);
      return c.json(
        canvasState(await unpublish(c.get('db'), address, { at: optionalDate(at) }, by)),
      );
    })
    .get(`${canvasPath}/revisions`, async (c) => {
      await requirePublisher(c, deps);
      const address = readParams(c, canvasAddressSchema);
      const reply: CanvasRevisionsResponse = {
        revisions: await listRevisions(c.get('db'), address),
      };
      return c.json(reply);
    })
    .post('/content/v1/import', async (c) => {
      const by = await writer(c);
      const { dryRun, canvases } = await readJsonBody(c, importRequestSchema);
      const reply = await importCanvases(c.get('db'), canvases, { ...by, dryRun });
      const problems = reply.canvases.flatMap((entry) => entry.errors ?? []);
      // Refused in the spec's error shape, with every canvas's result beside the problems.
      if (problems.length > 0) throw new ApiError('ATTR200', problems.join('\n'), { data: reply });
      return c.json(reply);
    });
}
