'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { HelpfulVote, VoteResponse } from '@/lib/contracts/reviews';

/** "Helpful? Yes (n) / No (n)"; the counts shown are the server's after the vote. */
export function HelpfulButtons({
  helpfulCount,
  unhelpfulCount,
  onVote,
}: {
  helpfulCount: number;
  unhelpfulCount: number;
  onVote: (vote: HelpfulVote) => Promise<VoteResponse>;
}) {
  const t = useTranslations('Reviews');
  const [counts, setCounts] = useState({ helpfulCount, unhelpfulCount });
  const [chosen, setChosen] = useState<HelpfulVote | null>(null);
  const [failed, setFailed] = useState(false);
  const vote = async (value: HelpfulVote) => {
    try {
      const result = await onVote(value);
      setCounts(result);
      setChosen(value);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  const buttonClass =
    'rounded-full border px-3 py-1 text-xs aria-pressed:border-ink aria-pressed:bg-neutral-100 aria-pressed:font-semibold';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>{t('helpfulQuestion')}</span>
      <button
        type="button"
        className={buttonClass}
        aria-pressed={chosen === 'helpful'}
        onClick={() => void vote('helpful')}
      >
        {t('yes', { count: counts.helpfulCount })}
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-pressed={chosen === 'unhelpful'}
        onClick={() => void vote('unhelpful')}
      >
        {t('no', { count: counts.unhelpfulCount })}
      </button>
      {failed && (
        <span role="alert" className="text-red-700">
          {t('voteFailed')}
        </span>
      )}
    </div>
  );
}
