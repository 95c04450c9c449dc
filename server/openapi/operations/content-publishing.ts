import {
  canvasDocumentBodySchema,
  canvasRevisionsResponseSchema,
  canvasStateSchema,
  importRequestSchema,
  importResponseSchema,
  publishRequestSchema,
  unpublishRequestSchema,
} from '@/lib/contracts/content-publishing';
import { json, named, type Operation } from '../operation';

const tag = 'Content publishing';
const canvas = '/content/v1/canvases/{siteId}/{type}/{key}';
const state = json(named('CanvasState', canvasStateSchema));
/**
 * An editor's grant cookie (stride_editor) or `Authorization: Bearer <CONTENT_PUBLISH_TOKEN>`:
 * AUT432 refuses a missing, expired, link or non-editor grant; AUT404 a wrong bearer token.
 */
const refusals = ['AUT432', 'AUT404'] as const;

export const contentPublishingOperations: Operation[] = [
  {
    method: 'put',
    path: `${canvas}/draft`,
    summary: "Saves a canvas's draft (the document itself); shoppers see no change",
    tag,
    body: named('CanvasDocument', canvasDocumentBodySchema),
    success: state,
    errors: [...refusals],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'post',
    path: `${canvas}/publish`,
    summary: 'Publishes the draft or the given document now, or schedules it for publishAt',
    tag,
    body: named('PublishRequest', publishRequestSchema),
    bodyOptional: true,
    success: state,
    errors: [...refusals],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'post',
    path: `${canvas}/unpublish`,
    summary: 'Withdraws the published version now, or at `at`',
    tag,
    body: named('UnpublishRequest', unpublishRequestSchema),
    bodyOptional: true,
    success: state,
    errors: [...refusals, 'API404'],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'get',
    path: `${canvas}/revisions`,
    summary: "A canvas's changes, newest first",
    tag,
    success: json(named('CanvasRevisionsResponse', canvasRevisionsResponseSchema)),
    errors: [...refusals, 'API404'],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'post',
    path: '/content/v1/import',
    summary: 'Imports up to 500 canvases, all or nothing (ATTR200 lists every invalid field)',
    tag,
    body: named('ImportRequest', importRequestSchema),
    success: json(named('ImportResponse', importResponseSchema)),
    errors: [...refusals],
    withoutStorefrontHeaders: true,
  },
];
