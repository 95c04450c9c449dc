'use client';

import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '../ui/pending-button';
import { StepSection } from './step-section';

/** The end of the flow; a shopper who joined the loyalty programme is told so. */
export function SuccessStep({
  joinedLoyalty,
  onDone,
}: {
  joinedLoyalty: boolean;
  onDone: () => void;
}) {
  const t = useTranslations('Enrollment.flow.success');
  return (
    <StepSection title={t('title')} intro={joinedLoyalty ? t('memberBody') : t('body')}>
      <button type="button" onClick={onDone} className={primaryButtonClass}>
        {t('done')}
      </button>
    </StepSection>
  );
}
