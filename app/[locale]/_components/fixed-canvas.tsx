import { FixedCanvasSections } from '@/components/cms/fixed-canvas';
import { sectionsAt, type FixedPlacement } from '@/lib/content/fixed-placement';
import type { FixedPage } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { fillCollections } from '../../_server/collections';
import { getFixedCanvas } from '../../_server/reads';

/**
 * The fixed page's canvas where that page is (spec 001 section 7): its `top` section above the
 * page's own content, the others below. The read is the cached public one, also on pages that
 * render per request; a missing canvas shows nothing.
 */
export async function FixedCanvas({
  locale,
  page,
  placement,
}: {
  locale: Locale;
  page: FixedPage;
  placement: FixedPlacement;
}) {
  const canvas = await getFixedCanvas(locale, page);
  if (!canvas) return null;
  const collections = await fillCollections(locale, sectionsAt(canvas, placement));
  return <FixedCanvasSections canvas={canvas} placement={placement} collections={collections} />;
}
