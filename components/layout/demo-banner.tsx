import { getTranslations } from 'next-intl/server';

/** Says on every page that this store is the offline demo: nothing bought here is real. */
export async function DemoBanner() {
  const t = await getTranslations('Demo');
  // A landmark of its own, so a screen reader's list of regions finds it beside the header.
  return (
    <aside aria-label={t('label')}>
      <p
        role="note"
        className="bg-neutral-900 px-4 py-1.5 text-center text-xs font-semibold text-white"
      >
        {t('banner')}
      </p>
    </aside>
  );
}
