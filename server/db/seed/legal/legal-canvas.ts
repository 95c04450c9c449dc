import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalCopy } from './legal-copy';
import { withSitePaths } from './site-paths';

/** A help or legal page as a page canvas: one text section per section of its copy. */
export function legalCanvas(
  locale: Locale,
  page: { slug: string; parent?: string; copy: LegalCopy },
): PageCanvas {
  const { copy } = page;
  const text = (line: string) => withSitePaths(line, locale);
  return {
    name: page.slug,
    title: copy.title,
    ...(page.parent ? { parent: page.parent } : {}),
    metadata: { htmlTitle: `${copy.title} | Stride`, htmlDescription: copy.description },
    sections: [
      {
        name: 'body',
        items: copy.sections.map((section) => ({
          type: 'text-section' as const,
          id: `${page.slug}-${section.id}`,
          ...(section.heading ? { heading: section.heading } : {}),
          paragraphs: (section.paragraphs ?? []).map(text),
          items: (section.items ?? []).map(text),
          numbered: section.numbered ?? false,
        })),
      },
    ],
  };
}
