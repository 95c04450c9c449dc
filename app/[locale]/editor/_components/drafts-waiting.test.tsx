import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { WaitingDraft } from '@/server/content/drafts';
import { DraftsWaiting } from './drafts-waiting';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'EditorPreview.drafts') =>
    createTranslator({ locale: 'en-us', messages: en, namespace, timeZone: 'UTC' }),
}));
// The forms only need the actions' identity; what they do is tested in server/content.
vi.mock('../_server/draft-actions', () => ({
  publishDraft: async () => {},
  discardDraftAction: async () => {},
}));

const savedAt = new Date('2026-06-01T10:00:00.000Z');
const drafts: WaitingDraft[] = [
  {
    type: 'page',
    key: 'home',
    name: 'Home',
    savedBy: 'E90001',
    savedAt,
    path: '/en-us',
    revisions: [
      {
        action: 'draft',
        actor: 'E90001',
        at: savedAt.toISOString(),
        publishAt: null,
        unpublishAt: null,
      },
    ],
  },
  {
    type: 'fragment',
    key: 'promo',
    name: 'promo',
    savedBy: null,
    savedAt,
    path: null,
    revisions: [],
  },
];

describe('DraftsWaiting', () => {
  it('lists each draft with its preview, Publish and Discard draft, and tells what was done', async () => {
    render(
      await DraftsWaiting({
        locale: 'en-us',
        drafts,
        outcome: { kind: 'published', type: 'page', key: 'home' },
      }),
    );
    const region = screen.getByRole('region', { name: 'Drafts waiting' });
    expect(within(region).getByRole('status')).toHaveTextContent('Published home (page).');
    // The drafts; each one's revisions are an ordered list inside it.
    const [home, promo] = Array.from(region.querySelectorAll<HTMLElement>('ul > li'));
    expect(home).toHaveTextContent('page · home');
    expect(home).toHaveTextContent('Draft saved by E90001 on');
    expect(within(home!).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/en-us/editor/preview?to=%2Fen-us',
    );
    expect(within(home!).getByRole('button', { name: 'Publish' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(home!).getByText('Revisions')).toBeInTheDocument();
    const fields = home!.querySelectorAll('form')[0]!;
    expect(Object.fromEntries(new FormData(fields))).toEqual({
      siteId: 'en-us',
      type: 'page',
      key: 'home',
    });
    expect(within(promo!).queryByRole('link', { name: 'Preview' })).toBeNull();
    expect(within(promo!).getByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
    expect(within(promo!).queryByText('Revisions')).toBeNull();
  });

  it('shows a refusal as an alert, and an empty list', async () => {
    render(
      await DraftsWaiting({
        locale: 'en-us',
        drafts: [],
        outcome: { kind: 'refused', reason: 'preview-link' },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was changed: a preview link may read drafts but not publish.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('No drafts are waiting.')).toBeInTheDocument();
  });
});
