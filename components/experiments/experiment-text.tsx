'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { decideFlag } from '@/lib/experiments/runtime';
import { useCommerce } from '@/services/commerce-context';

/**
 * A line of copy under test: the baseline until the experiment names a variation for this
 * visitor (lib/experiments/runtime.ts: only with targeting consent, baseline on timeout). Every
 * wording is laid out in the same cell, the others invisible, so the box is as tall as the
 * longest from the first render and nothing shifts when the text changes.
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
  const { optimizelySdkKey } = useCommerce();
  const [variation, setVariation] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void decideFlag({ locale, sdkKey: optimizelySdkKey }, flagKey).then((decided) => {
      if (current) setVariation(decided);
    });
    return () => {
      current = false;
    };
  }, [flagKey, locale, optimizelySdkKey]);

  const shown = (variation !== null ? variations[variation] : undefined) ?? baseline;
  const wordings = [...new Set([baseline, ...Object.values(variations)])];
  return (
    <p
      className={`grid ${className}`}
      data-experiment={flagKey}
      data-variation={shown === baseline ? 'baseline' : variation}
    >
      {wordings.map((wording) => (
        <span
          key={wording}
          className={`[grid-area:1/1] ${wording === shown ? '' : 'invisible'}`}
          aria-hidden={wording === shown ? undefined : true}
        >
          {wording}
        </span>
      ))}
    </p>
  );
}
