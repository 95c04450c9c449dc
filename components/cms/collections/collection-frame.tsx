import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Alignment, Target } from '@/lib/contracts/cms/primitives';
import {
  gridColumns,
  hasCarousel,
  isStacked,
  resolveLayouts,
  type CollectionLayouts,
  type Columns,
} from '@/lib/content/collection-layout';
import type { CanvasComponent } from '@/lib/contracts/content';
import { TargetLink } from '../target-link';
import { headerAlignClass } from './alignment';
import { Carousel } from './carousel';
import { rowClasses, slideClasses, slideWidthStyle } from './layout-classes';

type CardCollection = Extract<
  CanvasComponent,
  { type: 'collection' | 'linked-cards' | 'multi-link-cards' }
>;

/**
 * The frame of a collection of content cards: one card a row on phones, two on medium screens,
 * three on large ones, or stacked at full width.
 */
export function cardFrameSettings(cards: CardCollection) {
  const stacked = isStacked(cards.variant);
  return {
    title: cards.title,
    textLink: cards.textLink,
    alignment: cards.alignment,
    layouts: resolveLayouts(cards.breakpoints, { stacked }),
    columns: gridColumns(cards.items.length, { sm: 1, md: 2, lg: 3 }, stacked),
  };
}

/**
 * What every collection shares: its title and text link, then its items as a grid, or as a
 * carousel at the breakpoints the editor chose. A collection that is a grid everywhere is a
 * plain list with no script.
 */
export function CollectionFrame({
  title,
  textLink,
  alignment = 'left',
  layouts,
  columns,
  items,
}: {
  title?: string;
  textLink?: Target;
  alignment?: Alignment;
  layouts: CollectionLayouts;
  columns: Columns;
  /** Each item with its key, rendered on the server. */
  items: { key: string; content: ReactNode }[];
}) {
  const t = useTranslations('CmsCollections');
  const rowClassName = rowClasses(layouts, columns);
  const slideClassName = slideClasses(layouts);
  const slideLabels = items.map((_, index) =>
    t('slideOf', { number: index + 1, count: items.length }),
  );
  return (
    <div className="flex flex-col gap-4">
      {(title || textLink) && (
        <div className={`flex gap-x-4 gap-y-2 ${headerAlignClass[alignment]}`}>
          {title && <h2 className="text-2xl font-bold">{title}</h2>}
          {textLink && (
            <TargetLink target={textLink} className="shrink-0 text-sm whitespace-nowrap" />
          )}
        </div>
      )}
      {hasCarousel(layouts) ? (
        <Carousel
          label={title ?? t('untitled')}
          labels={{
            carousel: t('carousel'),
            previous: t('previous'),
            next: t('next'),
            pause: t('pause'),
            play: t('play'),
            slides: slideLabels,
          }}
          layouts={layouts}
          rowClassName={rowClassName}
          rowStyle={slideWidthStyle(layouts)}
        >
          {items.map((item, index) => (
            <div
              key={item.key}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={slideLabels[index]}
              className={slideClassName}
            >
              {item.content}
            </div>
          ))}
        </Carousel>
      ) : (
        <ul aria-label={title} className={rowClassName}>
          {items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
