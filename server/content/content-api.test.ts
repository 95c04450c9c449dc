import { afterAll, describe, expect, it, vi } from 'vitest';
import { footerCanvasSchema, menuCanvasSchema, pageCanvasSchema } from '@/lib/contracts/content';
import { canvasResponseSchema } from '@/lib/contracts/canvas-response';
import { countryListResponseSchema } from '@/lib/contracts/utilities';
import { SEED_CATEGORY_IDS } from '../db/seed/fixtures';
import { firstError } from '../testing/test-api';
import { setupSeededApi } from '../testing/seeded-api';

const { call } = setupSeededApi(30);
afterAll(() => vi.unstubAllEnvs());

const canvasContent = (json: unknown) => canvasResponseSchema.parse(json).content;

describe('content service', () => {
  it('serves the published home page, menu and footer of a site', async () => {
    const home = pageCanvasSchema.parse(
      canvasContent((await call('/publish/caas/v1/canvas/page/en-us/home')).json),
    );
    expect(home.sections.length).toBeGreaterThan(0);
    expect(JSON.stringify(home)).not.toContain('[Draft]');

    const menu = menuCanvasSchema.parse(
      canvasContent((await call('/publish/caas/v1/canvas/menu/en-us')).json),
    );
    expect(menu.items.map((item) => item.target)).toContain(
      `/en-us/c/men-${SEED_CATEGORY_IDS.men}`,
    );
    footerCanvasSchema.parse(
      canvasContent((await call('/publish/caas/v1/canvas/footer/fr-fr')).json),
    );
  });

  it('serves a root category canvas', async () => {
    const reply = await call(`/publish/caas/v1/canvas/category/en-us/${SEED_CATEGORY_IDS.men}`);
    expect(reply.status).toBe(200);
    pageCanvasSchema.parse(canvasContent(reply.json));
  });

  it('answers a missing canvas or an unknown site with a clear error', async () => {
    expect(
      firstError((await call('/publish/caas/v1/canvas/page/en-us/nothing-here')).json).errorId,
    ).toBe('API404');
    const badSite = await call('/publish/caas/v1/canvas/page/xx-yy/home');
    expect(badSite.status).toBe(400);
    expect(firstError(badSite.json).field).toBe('path.siteId');
  });

  it('keeps drafts for editors with the preview token', async () => {
    const refused = await call('/preview/caas/v1/canvas/page/en-us/home');
    expect(refused.status).toBe(401);
    expect(firstError(refused.json).errorId).toBe('AUT432');

    vi.stubEnv('CONTENT_PREVIEW_TOKEN', 'editor-secret-token-1');
    const { resetEnvForTests } = await import('../config/env');
    resetEnvForTests();
    const wrong = await call('/preview/caas/v1/canvas/page/en-us/home', {
      headers: { 'x-preview-token': 'editor-secret-token-2' },
    });
    expect(wrong.status).toBe(401);
    const draft = await call('/preview/caas/v1/canvas/page/en-us/home', {
      headers: { 'x-preview-token': 'editor-secret-token-1' },
    });
    expect(draft.status).toBe(200);
    expect(JSON.stringify(canvasContent(draft.json))).toContain('[Draft]');
    vi.unstubAllEnvs();
    resetEnvForTests();
  });
});

describe('utilities', () => {
  it('lists about 240 countries with dial codes', async () => {
    const list = countryListResponseSchema.parse(
      (await call('/consumers-v3/utilities/countryList')).json,
    );
    expect(list.countries.length).toBeGreaterThan(230);
    expect(list.countries.find((c) => c.code === 'GB')?.dialCode).toBe('44');
  });
});
