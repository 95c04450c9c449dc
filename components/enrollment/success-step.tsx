'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
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
      <Button onClick={onDone}>{t('done')}</Button>
    </StepSection>
  );
}
