'use client';

import { useState } from 'react';
import type { TagFacetValue } from '@/lib/contracts/articles';

export interface TagChipsLabels {
  filter: string;
  all: string;
  seeMore: string;
  seeFewer: string;
}

/**
 * How many chips each screen shows before "See more" (spec 002 section 9: 4, 10 and 20 on
 * small, medium and large). Spelled out as whole class names so Tailwind finds them.
 */
function chipVisibility(index: number): string {
  if (index < 4) return 'inline-flex';
  if (index < 10) return 'hidden md:inline-flex';
  if (index < 20) return 'hidden lg:inline-flex';
  return 'hidden';
}

/** "See more" shows on the screens where some chips are hidden. */
function seeMoreVisibility(count: number): string | null {
  if (count > 20) return 'inline-flex';
  if (count > 10) return 'inline-flex lg:hidden';
  if (count > 4) return 'inline-flex md:hidden';
  return null;
}

const chipClass =
  'items-center gap-1 rounded-full border px-4 py-2 text-sm font-semibold transition-colors';
const chipStateClass = (pressed: boolean) =>
  pressed ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink';

/** The tag filter: one chip per tag with its count, "All" first; one tag at a time. */
export function TagChips({
  tags,
  selected,
  onSelect,
  labels,
}: {
  tags: TagFacetValue[];
  selected: string | null;
  onSelect: (tagId: string | null) => void;
  labels: TagChipsLabels;
}) {
  const [expanded, setExpanded] = useState(false);
  const seeMore = seeMoreVisibility(tags.length);
  return (
    <div role="group" aria-label={labels.filter} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        className={`inline-flex ${chipClass} ${chipStateClass(selected === null)}`}
      >
        {labels.all}
      </button>
      {tags.map((tag, index) => {
        const pressed = tag.id === selected;
        // The chosen tag stays in sight even where its place is past "See more".
        const visibility = expanded || pressed ? 'inline-flex' : chipVisibility(index);
        return (
          <button
            key={tag.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? null : tag.id)}
            className={`${visibility} ${chipClass} ${chipStateClass(pressed)}`}
          >
            {tag.label}
            <span className="text-xs opacity-70">({tag.count})</span>
          </button>
        );
      })}
      {seeMore && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className={`${seeMore} items-center px-2 py-2 text-sm font-semibold underline`}
        >
          {expanded ? labels.seeFewer : labels.seeMore}
        </button>
      )}
    </div>
  );
}
