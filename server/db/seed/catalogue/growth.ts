import type { CanvasComponent } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { contentCopy } from '../content-copy';
import { localeLanguage } from '../translated';

/** Live examples of the growth family beside the home page's (newsletter form, UGC widget). */
export function growthExamples(locale: Locale): CanvasComponent[] {
  const copy = contentCopy[localeLanguage(locale)];
  return [
    {
      type: 'newsletter',
      id: 'catalogue-newsletter',
      ...copy.newsletter,
      alignment: 'left',
      background: '#f3efe7',
    },
    // Empty in the demo: the widget renders only once a provider is configured.
    { type: 'ugc-widget', id: 'catalogue-ugc-widget', containerId: 'stride-community' },
  ];
}
