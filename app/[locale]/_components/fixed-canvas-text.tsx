import { TextSections } from '@/components/cms/text-sections';
import { sectionsAt, type FixedPlacement } from '@/lib/content/fixed-placement';
import type { FixedPage } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { getFixedCanvas } from '../../_server/reads';

/**
 * A fixed page's canvas as words only (TextSections), placed like FixedCanvas: the bag,
 * checkout, account, sign-up, confirmation, contact and store pages stay as light as they were.
 */
export async function FixedCanvasText({
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
  const placed = sectionsAt(canvas, placement);
  if (placed.sections.length === 0) return null;
  return (
    <div className="flex flex-col gap-8 py-6">
      <TextSections canvas={placed} />
    </div>
  );
}
