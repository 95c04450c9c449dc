import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toLanguageTag } from '@/lib/i18n/locales';
import { getEnv } from '@/server/config/env';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';
import { currentEditor } from '../_server/editor-grant';
import { getExperimentResults } from '../_server/experiment-results';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(
    params,
    { namespace: 'EditorPreview.experiments' },
    { robots: { index: false, follow: false } },
  );
}

/**
 * The offline experiments' results (docs/experiments.md): per experiment and variation, the
 * visitors shown it, those who converted after, and the rate. With an Optimizely SDK key the
 * events go to Optimizely, whose reports show them instead.
 */
export default async function ExperimentResultsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const editor = await currentEditor();
  if (!editor) redirect(`/${locale}/editor`);
  const t = await getTranslations('EditorPreview.experiments');
  const keyed = Boolean(getEnv().OPTIMIZELY_SDK_KEY);
  const results = keyed ? null : await getExperimentResults(editor.token);
  if (!keyed && !results) redirect(`/${locale}/editor`);
  const percent = new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'percent',
    maximumFractionDigits: 1,
  });

  return (
    <div className="flex flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="type-title">{t('title')}</h1>
        <p className="text-muted">{keyed ? t('inOptimizely') : t('intro')}</p>
      </div>
      {results?.experiments.length === 0 ? <p>{t('none')}</p> : null}
      {results?.experiments.map((experiment) => (
        <section key={experiment.experimentKey} className="flex flex-col gap-2">
          <h2 className="type-heading">{experiment.experimentKey}</h2>
          <p className="text-sm text-muted">
            {t('summary', {
              status: experiment.status,
              events: experiment.conversionEvents.join(', ') || '—',
            })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">
                {t('caption', { experiment: experiment.experimentKey })}
              </caption>
              <thead>
                <tr className="border-b border-neutral-300">
                  <th scope="col" className="py-2 pr-4">
                    {t('variation')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t('exposed')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t('converted')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('rate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {experiment.variations.map((variation) => (
                  <tr key={variation.variationKey} className="border-b border-neutral-200">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {variation.variationKey}
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{variation.exposed}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{variation.converted}</td>
                    <td className="py-2 text-right tabular-nums">
                      {percent.format(variation.rate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
