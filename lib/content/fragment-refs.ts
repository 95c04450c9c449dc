import type { CanvasComponent, PageCanvas } from '../contracts/content';

/** The fragments a page embeds, each once. */
export function fragmentIdsOf(page: PageCanvas): string[] {
  const ids = page.sections.flatMap((section) =>
    section.items.flatMap((item) => (item.type === 'fragment-ref' ? [item.fragmentId] : [])),
  );
  return [...new Set(ids)];
}

/**
 * The page with each `fragment-ref` replaced by the fragment's items. A missing fragment leaves
 * nothing behind, and references inside a fragment are dropped: fragments embed one level deep.
 */
export function withFragments<T extends PageCanvas>(
  page: T,
  fragments: ReadonlyMap<string, readonly CanvasComponent[]>,
): T {
  return {
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      items: section.items.flatMap((item) =>
        item.type === 'fragment-ref'
          ? (fragments.get(item.fragmentId) ?? []).filter((inner) => inner.type !== 'fragment-ref')
          : [item],
      ),
    })),
  };
}
