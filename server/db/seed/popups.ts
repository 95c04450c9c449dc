import type { PopupsCanvas } from '@/lib/contracts/canvas-documents';
import type { Locale } from '@/lib/i18n/locales';
import { contentCopy } from './content-copy';
import { localeLanguage } from './translated';

/** The site's pop-ups: the newsletter invitation, opening by itself two seconds in. */
export function popupsCanvas(locale: Locale): PopupsCanvas {
  const copy = contentCopy[localeLanguage(locale)].popup;
  return {
    popups: [
      {
        id: 'newsletter-welcome',
        kind: 'newsletter',
        delay: 2000,
        minimizedTitle: copy.minimized,
        maximizedTitle: copy.maximized,
        title: copy.title,
        targets: [],
        disclaimer: copy.disclaimer,
      },
    ],
  };
}
