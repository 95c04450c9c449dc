import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSearchResponse, ArticleSummary } from '@/lib/contracts/articles';
import type { ArticleGridBlock } from '@/lib/contracts/cms/articles';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { ArticleGrid } from './article-grid';
import { RelatedArticles } from './related-articles';

const tagIds = ['running', 'training', 'care', 'trail', 'gear', 'recovery', 'strength'];
const tag = (id: string) => ({ id, label: id[0]!.toUpperCase() + id.slice(1) });

function article(index: number, tags = ['running']): ArticleSummary {
  return {
    id: `story-${index}`,
    url: `/en-us/articles/story-${index}`,
    title: `Story ${index}`,
    subtitle: `What story ${index} is about`,
    picture: { url: `/media/content/story-${index}.webp`, alt: '', width: 1600, height: 700 },
    tags: tags.map(tag),
    date: `2025-12-0${index}`,
  };
}

const all = [1, 2, 3, 4, 5, 6, 7].map((index) =>
  article(index, index % 2 ? ['running'] : ['training', 'care']),
);

function page(items: ArticleSummary[], total: number, offset = 0): ArticleSearchResponse {
  return {
    result: { items, total, offset, limit: 3 },
    facets: { tags: tagIds.map((id, index) => ({ ...tag(id), count: 7 - index })) },
  };
}

/** The article search as the API answers it, recording each query. */
const searches: URLSearchParams[] = [];
let failing = false;
const server = setupServer(
  http.get('*/api/publish/caas/v1/search/en-us', ({ request }) => {
    const query = new URL(request.url).searchParams;
    searches.push(query);
    if (failing) {
      return HttpResponse.json(
        {
          errorDetails: [{ errorId: 'GEN500', message: 'Down' }],
          appId: 'commerce-api',
          correlationId: 'c',
        },
        { status: 500 },
      );
    }
    const tagId = query.get('tagId');
    const found = tagId ? all.filter((item) => item.tags.some((t) => t.id === tagId)) : all;
    const offset = Number(query.get('offset'));
    const items = found.slice(offset, offset + Number(query.get('limit')));
    return HttpResponse.json(page(items, found.length, offset));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
  failing = false;
  window.history.replaceState(null, '', '/en-us/articles');
});
afterAll(() => server.close());

const grid = (overrides: Partial<ArticleGridBlock> = {}): ArticleGridBlock => ({
  type: 'article-grid',
  id: 'journal',
  title: 'From the journal',
  showFilters: true,
  ...overrides,
});

function renderGrid(block = grid(), firstPage = page(all.slice(0, 3), 7)) {
  return renderWithIntl(
    <CommerceProvider brand="stride" locale="en-us">
      <ArticleGrid grid={block} data={{ firstPage, mode: 'publish' }} />
    </CommerceProvider>,
  );
}

const cards = () => screen.getAllByRole('article');
const cardTitles = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const chip = (name: RegExp | string) => screen.getByRole('button', { name });

describe('the article grid', () => {
  it('shows the first page as cards: picture, tags, title as the link, subtitle and date', () => {
    renderGrid();
    expect(screen.getByRole('heading', { level: 2, name: 'From the journal' })).toBeVisible();
    expect(cardTitles()).toEqual(['Story 1', 'Story 2', 'Story 3']);
    const first = cards()[0]!;
    expect(within(first).getByRole('link', { name: 'Story 1' })).toHaveAttribute(
      'href',
      '/en-us/articles/story-1',
    );
    expect(within(first).getByText('What story 1 is about')).toBeVisible();
    // US date order (spec 002 section 9).
    expect(within(first).getByText('12/01/2025')).toHaveAttribute('datetime', '2025-12-01');
    expect(screen.getByText('Showing 3 of 7 articles')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('starts with rows × columns articles, or 3 when they are unset', () => {
    renderGrid(grid({ rows: 2, columns: 2 }), page(all.slice(0, 4), 7));
    expect(cards()).toHaveLength(4);
  });

  it('loads the next page below the shown ones, then hides Load more once all are shown', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(searches[0]?.get('offset')).toBe('3');
    expect(searches[0]?.get('limit')).toBe('3');
    expect(searches[0]?.get('type')).toBe('article');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(screen.getByText('Showing 7 of 7 articles')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when a page cannot be loaded, and keeps what is shown and the button', async () => {
    const user = userEvent.setup();
    renderGrid();
    failing = true;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('filters by one tag at a time, first page again, and keeps the tag in the address', async () => {
    const user = userEvent.setup();
    renderGrid();
    const filters = screen.getByRole('group', { name: 'Filter articles by tag' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(chip(/^Training/));
    await waitFor(() => expect(cardTitles()).toEqual(['Story 2', 'Story 4', 'Story 6']));
    expect(searches.at(-1)?.get('tagId')).toBe('training');
    expect(searches.at(-1)?.get('offset')).toBe('0');
    expect(chip(/^Training/)).toHaveAttribute('aria-pressed', 'true');
    expect(window.location.search).toBe('?tag=training');
    expect(screen.getByText('Showing 3 of 3 articles')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(chip('All'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(searches.at(-1)?.has('tagId')).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('opens filtered when the address names one of its tags', async () => {
    window.history.replaceState(null, '', '/en-us/articles?tag=care');
    renderGrid();
    await waitFor(() => expect(cardTitles()).toEqual(['Story 2', 'Story 4', 'Story 6']));
    expect(chip(/^Care/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows 4, 10 and 20 chips on small, medium and large screens, the rest behind See more', async () => {
    const user = userEvent.setup();
    renderGrid();
    // Seven tags: the first four on every screen, the others from medium screens up.
    expect(chip(/^Running/).className).toMatch(/(^| )inline-flex/);
    expect(chip(/^Gear/).className).toContain('hidden md:inline-flex');
    const seeMore = chip('See more tags');
    expect(seeMore.className).toContain('md:hidden');
    expect(seeMore).toHaveAttribute('aria-expanded', 'false');
    await user.click(seeMore);
    expect(chip(/^Gear/).className).not.toContain('hidden');
    expect(chip('See fewer tags')).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves the chips out for a grid kept to one tag, and reads its pages with that tag', async () => {
    const user = userEvent.setup();
    renderGrid(grid({ tagId: 'running' }), page(all.filter((_, i) => i % 2 === 0).slice(0, 3), 4));
    expect(screen.queryByRole('group', { name: 'Filter articles by tag' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(searches[0]?.get('tagId')).toBe('running');
  });

  it('shows nothing when the route read no first page', () => {
    const { container } = renderWithIntl(
      <CommerceProvider brand="stride" locale="en-us">
        <ArticleGrid grid={grid()} />
      </CommerceProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('related articles', () => {
  it('lists four related articles under their heading', () => {
    renderWithIntl(<RelatedArticles articles={all.slice(0, 4)} />);
    const section = screen.getByRole('region', { name: 'Related articles' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
  });

  it('shows nothing when there are none', () => {
    const { container } = renderWithIntl(<RelatedArticles articles={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
