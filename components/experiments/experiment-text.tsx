'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { OneCellStack } from '@/components/ui/one-cell-stack';
import type { Locale } from '@/lib/i18n/locales';
import { decideFlag } from '@/lib/experiments/runtime';

/**
 * A line of copy under test: the baseline until the server names a variation for this visitor
 * (lib/experiments/runtime.ts: only with targeting consent, baseline on timeout). Every wording
 * is stacked in one cell, so nothing shifts when the text changes.
 */
export function ExperimentText({
  flagKey,
  baseline,
  variations,
  className = '',
}: {
  flagKey: string;
  baseline: string;
  /** The copy of each variation key; a variation not listed shows the baseline. */
  variations: Record<string, string>;
  className?: string;
}) {
  const locale = useLocale() as Locale;
  const [variation, setVariation] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void decideFlag(locale, flagKey).then((decided) => {
      if (current) setVariation(decided);
    });
    return () => {
      current = false;
    };
  }, [flagKey, locale]);

  const shown = (variation !== null ? variations[variation] : undefined) ?? baseline;
  const wordings = [...new Set([baseline, ...Object.values(variations)])];
  return (
    <OneCellStack
      as="p"
      className={className}
      items={wordings.map((wording) => ({ key: wording, content: wording }))}
      shown={shown}
      data-experiment={flagKey}
      data-variation={shown === baseline ? 'baseline' : variation}
    />
  );
}
