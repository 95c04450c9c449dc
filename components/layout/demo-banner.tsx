import { getTranslations } from 'next-intl/server';

/** Says on every page that this store is the offline demo: nothing bought here is real. */
export async function DemoBanner() {
  const t = await getTranslations('Demo');
  return (
    <p
      role="note"
      className="bg-neutral-900 px-4 py-1.5 text-center text-xs font-semibold text-white"
    >
      {t('banner')}
    </p>
  );
}
