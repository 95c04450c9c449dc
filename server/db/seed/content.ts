import { articleCanvasSchema } from '@/lib/contracts/articles';
import { menuCanvasSchema } from '@/lib/contracts/cms/menu';
import { catalogueFragmentId } from '@/lib/content/component-catalogue';
import { fragmentCanvasSchema, popupsCanvasSchema } from '@/lib/contracts/canvas-documents';
import {
  footerCanvasSchema,
  pageCanvasSchema,
  type AlternativeComponent,
  type CanvasComponent,
  type PageCanvas,
} from '@/lib/contracts/content';
import { eventCanvasSchema } from '@/lib/contracts/events';
import { locales } from '@/lib/i18n/locales';
import type { CanvasType, canvases } from '@/server/db/schema';
import {
  articleCanvases,
  articlePictures,
  journalCanvas,
  JOURNAL_PAGE_SLUG,
} from './articles/canvases';
import { categoryCanvas, homeCanvas } from './canvas-pages';
import { footerCanvas, menuCanvas } from './canvas-navigation';
import { CATEGORY_IDS } from './categories';
import { componentCatalogue } from './component-catalogue';
import { eventCanvases } from './events';
import { contentMedia, type HeroCategory } from './content-media';
import { SEED_BASE_DATE } from './fixtures';
import { fixedPageCanvases } from './fixed-pages/canvases';
import type { ImageRegistry } from './image-jobs';
import { helpAndLegalCanvases } from './legal/pages';
import { popupsCanvas } from './popups';
import { stableUuid } from './stable-uuid';

type CanvasRow = typeof canvases.$inferSelect;

/** Shown in preview mode so editors can tell the draft from what shoppers see. */
export const DRAFT_MARKER = '[Draft]';

const heroCategories: HeroCategory[] = ['newArrivals', 'men', 'women', 'kids', 'sale', 'giftCards'];

function markHeroBanner(item: AlternativeComponent): AlternativeComponent {
  return item.type === 'hero-banner' ? { ...item, title: `${DRAFT_MARKER} ${item.title}` } : item;
}

function markHero(item: CanvasComponent): CanvasComponent {
  // The home hero is a segmentation: every hero it may show is marked.
  if (item.type === 'segmentation') {
    return {
      ...item,
      baselines: item.baselines.map(markHeroBanner),
      segments: item.segments.map((segment) => ({
        ...segment,
        targets: segment.targets.map(markHeroBanner),
      })),
    };
  }
  return item.type === 'hero-banner' ? markHeroBanner(item) : item;
}

function withDraftMarker(page: PageCanvas): PageCanvas {
  return {
    ...page,
    sections: page.sections.map((section) => ({ ...section, items: section.items.map(markHero) })),
  };
}

function row(
  siteId: string,
  type: CanvasType,
  key: string,
  published: Record<string, unknown>,
  draft: Record<string, unknown>,
): CanvasRow {
  return {
    id: stableUuid(`canvas:${siteId}:${type}:${key}`),
    siteId,
    type,
    key,
    published,
    draft,
    scheduled: null,
    publishAt: null,
    unpublishAt: null,
    publishedAt: SEED_BASE_DATE,
    publishedBy: 'seed',
    draftUpdatedBy: 'seed',
    updatedAt: SEED_BASE_DATE,
  };
}

/**
 * Every site (one per locale) gets a home page, a landing banner per root category, the mega
 * menu, the footer, the pop-ups, the component catalogue's examples, the events, the journal
 * and its articles. Pages have a draft whose hero titles carry DRAFT_MARKER; menu, footer, event
 * and article
 * drafts equal the published documents. Each document is parsed with its schema first, so one the
 * app would reject never reaches the database.
 */
export function canvasRows(images: ImageRegistry): CanvasRow[] {
  const media = contentMedia(images);
  const pictures = articlePictures(images);
  return locales.flatMap((locale) => {
    const page = (type: CanvasType, key: string, document: PageCanvas) => {
      const published = pageCanvasSchema.parse(document);
      return row(locale, type, key, published, pageCanvasSchema.parse(withDraftMarker(published)));
    };
    const menu = menuCanvasSchema.parse(menuCanvas(locale, media));
    const footer = footerCanvasSchema.parse(footerCanvas(locale));
    const catalogue = fragmentCanvasSchema.parse(componentCatalogue(locale, media));
    const popups = popupsCanvasSchema.parse(popupsCanvas(locale));
    return [
      page('page', 'home', homeCanvas(locale, media)),
      ...heroCategories.map((key) =>
        page('category', CATEGORY_IDS[key], categoryCanvas(locale, key, media)),
      ),
      row(locale, 'menu', 'main', menu, menu),
      row(locale, 'footer', 'main', footer, footer),
      row(locale, 'fragment', catalogueFragmentId(locale), catalogue, catalogue),
      row(locale, 'popups', 'main', popups, popups),
      ...Object.entries(fixedPageCanvases(locale, media)).map(([key, canvas]) =>
        page('fixed', key, canvas),
      ),
      ...helpAndLegalCanvases(locale).map(({ key, document }) => page('page', key, document)),
      ...Object.entries(eventCanvases(locale)).map(([key, document]) => {
        const event = eventCanvasSchema.parse(document);
        return row(locale, 'event', key, event, event);
      }),
      page('page', JOURNAL_PAGE_SLUG, journalCanvas(locale)),
      ...articleCanvases(locale, pictures).map(({ key, document }) => {
        const article = articleCanvasSchema.parse(document);
        return row(locale, 'article', key, article, article);
      }),
    ];
  });
}
