import type { CanvasComponent } from '@/lib/contracts/content';
import type { FragmentCanvas } from '@/lib/contracts/canvas-documents';
import type { Locale } from '@/lib/i18n/locales';
import { homeCanvas } from './canvas-pages';
import { blockExamples } from './catalogue/blocks';
import { collectionExamples } from './catalogue/collections';
import { bannerExamples } from './catalogue/banners';
import { growthExamples } from './catalogue/growth';
import type { ContentMedia } from './content-media';
import { helpAndLegalCanvases } from './legal/pages';

/**
 * One or more live examples of every component editors compose with, shown on the editors'
 * component catalogue (`/{locale}/editor/components`). Examples reuse the demo pages' content so
 * they read as the store does; none makes its title the page's h1 (the catalogue has its own).
 */
export function componentCatalogue(locale: Locale, media: ContentMedia): FragmentCanvas {
  const home = homeCanvas(locale, media).sections.flatMap((section) => section.items);
  const examples: CanvasComponent[] = home
    .map((item) => (item.type === 'hero-banner' ? { ...item, titleH1: false } : item))
    // One product collection shows the component; the home page has four.
    .filter((item, index, all) =>
      item.type === 'product-collection'
        ? all.findIndex((other) => other.type === item.type) === index
        : true,
    );
  // A help page's first section shows the text section, links and placeholders included.
  const textSection = helpAndLegalCanvases(locale)
    .flatMap(({ document }) => document.sections.flatMap((section) => section.items))
    .find((item) => item.type === 'text-section');
  return {
    name: 'Component catalogue',
    items: [
      ...examples,
      ...(textSection ? [textSection] : []),
      ...bannerExamples(locale, media),
      ...collectionExamples(locale, media),
      ...blockExamples(locale, media),
      ...growthExamples(locale),
    ],
  };
}
