import type { AlternativeComponent, CanvasComponent } from '@/lib/contracts/content';
import type { FragmentCanvas } from '@/lib/contracts/canvas-documents';
import type { Locale } from '@/lib/i18n/locales';
import { homeCanvas } from './canvas-pages';
import { blockExamples } from './catalogue/blocks';
import { collectionExamples } from './catalogue/collections';
import { bannerExamples } from './catalogue/banners';
import { growthExamples } from './catalogue/growth';
import { contentCopy } from './content-copy';
import { localeLanguage } from './translated';
import type { ContentMedia } from './content-media';
import { helpAndLegalCanvases } from './legal/pages';

/** The catalogue has its own h1: no example's banner takes the page's. */
function bannerWithoutH1(item: AlternativeComponent): AlternativeComponent {
  return item.type === 'hero-banner' ? { ...item, titleH1: false } : item;
}

function withoutH1(item: CanvasComponent): CanvasComponent {
  if (item.type === 'segmentation') {
    return {
      ...item,
      id: `catalogue-${item.id}`,
      baselines: item.baselines.map(bannerWithoutH1),
      segments: item.segments.map((segment) => ({
        ...segment,
        targets: segment.targets.map(bannerWithoutH1),
      })),
    };
  }
  return item.type === 'hero-banner' ? bannerWithoutH1(item) : item;
}

/**
 * An experience: the home page's benefit bar, or for half the visitors the same bar with the
 * members' words, reported as `catalogue-benefit-view` when the variant shows.
 */
function experienceExample(locale: Locale, home: CanvasComponent[]): CanvasComponent[] {
  const bar = home.find((item) => item.type === 'benefit-bar');
  if (!bar) return [];
  const copy = contentCopy[localeLanguage(locale)];
  return [
    {
      type: 'experience',
      id: 'catalogue-experience',
      experienceId: 'catalogue-benefit-copy',
      trackingEvent: 'catalogue-benefit-view',
      baselines: [{ ...bar, id: 'catalogue-experience-baseline' }],
      variants: [
        {
          name: 'Members words',
          variantId: 'catalogue-benefit-members',
          targets: [
            {
              ...bar,
              id: 'catalogue-experience-members',
              title: copy.memberHero.title,
              subtitle: copy.memberHero.subtitle,
            },
          ],
        },
      ],
    },
  ];
}

/**
 * One or more live examples of every component editors compose with, shown on the editors'
 * component catalogue (`/{locale}/editor/components`). Examples reuse the demo pages' content so
 * they read as the store does; none makes its title the page's h1 (the catalogue has its own).
 */
export function componentCatalogue(locale: Locale, media: ContentMedia): FragmentCanvas {
  const home = homeCanvas(locale, media).sections.flatMap((section) => section.items);
  const examples: CanvasComponent[] = home
    .map(withoutH1)
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
      ...experienceExample(locale, home),
    ],
  };
}
