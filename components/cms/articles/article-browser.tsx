'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { ArticleSearchResponse, ArticleSummary } from '@/lib/contracts/articles';
import type { CanvasMode } from '@/lib/contracts/content';
import { formatDay } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { createArticlesClient } from '@/services/articles';
import { useCommerce } from '@/services/commerce-context';
import { PendingButton } from '@/components/ui/pending-button';
import { ArticleCard, type ArticleCardLabels } from './article-card';
import { TagChips, type TagChipsLabels } from './tag-chips';

export interface ArticleBrowserLabels extends ArticleCardLabels, TagChipsLabels {
  loadMore: string;
  loadingMore: string;
  failed: string;
  none: string;
  /** "Showing {shown} of {total} articles", with the numbers left as `{shown}` and `{total}`. */
  shown: string;
}

/** The query parameter that keeps the chosen tag in a shareable address. */
const TAG_PARAM = 'tag';

const columnClass = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
} as const;
export type ArticleColumns = keyof typeof columnClass;

/**
 * The article grid's island: the server renders the first page; this adds the tag filter and
 * "Load more" (each reads a page of `pageSize` through the article search) and keeps the
 * chosen tag in the address (`?tag=`), so a filtered list can be shared.
 */
export function ArticleBrowser({
  locale,
  mode,
  firstPage,
  pageSize,
  columns,
  showFilters,
  presetTag,
  labels,
}: {
  locale: Locale;
  mode: CanvasMode;
  firstPage: ArticleSearchResponse;
  pageSize: number;
  columns: ArticleColumns;
  showFilters: boolean;
  /** The editor's tag: every page read keeps to it. */
  presetTag?: string;
  labels: ArticleBrowserLabels;
}) {
  const { request } = useCommerce();
  const client = useMemo(() => createArticlesClient(request), [request]);
  const [items, setItems] = useState<ArticleSummary[]>(firstPage.result.items);
  const [total, setTotal] = useState(firstPage.result.total);
  const [tagId, setTagId] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const tags = firstPage.facets.tags;

  const fetchPage = (tag: string | null, offset: number) => {
    const filter = tag ?? presetTag;
    return client.search(
      locale,
      { offset, limit: pageSize, ...(filter ? { tagId: filter } : {}) },
      { mode },
    );
  };

  const show = (reply: ArticleSearchResponse, tag: string | null, offset: number) => {
    setTagId(tag);
    setItems((shown) => (offset === 0 ? reply.result.items : [...shown, ...reply.result.items]));
    setTotal(reply.result.total);
  };

  const read = async (tag: string | null, offset: number) => {
    const call = ++latest.current;
    setLoading(true);
    setFailed(false);
    try {
      const reply = await fetchPage(tag, offset);
      if (call === latest.current) show(reply, tag, offset);
    } catch {
      if (call === latest.current) setFailed(true);
    } finally {
      if (call === latest.current) setLoading(false);
    }
  };

  const choose = (tag: string | null) => {
    setTagId(tag);
    const url = new URL(window.location.href);
    if (tag) url.searchParams.set(TAG_PARAM, tag);
    else url.searchParams.delete(TAG_PARAM);
    window.history.replaceState(window.history.state, '', url);
    void read(tag, 0);
  };

  // A shared address names a tag: the grid opens filtered by it, when the grid knows the tag.
  useEffect(() => {
    if (!showFilters) return;
    const fromUrl = new URLSearchParams(window.location.search).get(TAG_PARAM);
    if (!fromUrl || !tags.some((tag) => tag.id === fromUrl)) return;
    const call = ++latest.current;
    fetchPage(fromUrl, 0).then(
      (reply) => call === latest.current && show(reply, fromUrl, 0),
      () => call === latest.current && setFailed(true),
    );
    // Once, on arrival: later changes come from the chips.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-6">
      {showFilters && tags.length > 0 && (
        <TagChips tags={tags} selected={tagId} onSelect={choose} labels={labels} />
      )}
      {items.length > 0 ? (
        <ul
          aria-busy={loading}
          className={`grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-2 ${columnClass[columns]}`}
        >
          {items.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                date={formatDay(article.date, locale)}
                labels={labels}
              />
            </li>
          ))}
        </ul>
      ) : (
        !loading && <p className="text-muted">{labels.none}</p>
      )}
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {labels.shown.replace('{shown}', String(items.length)).replace('{total}', String(total))}
        </p>
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            {labels.failed}
          </p>
        )}
        {items.length < total && (
          <PendingButton
            type="button"
            pending={loading}
            onClick={() => void read(tagId, items.length)}
            label={labels.loadMore}
            pendingLabel={labels.loadingMore}
            className="rounded-full border border-ink px-6 py-3 text-sm font-semibold disabled:opacity-60"
          />
        )}
      </div>
    </div>
  );
}
