'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { StepSection } from './step-section';

/** Greets a shopper whose account the flow has just created, before it asks for more. */
export function WelcomeStep({
  firstName,
  onContinue,
}: {
  firstName: string | null;
  onContinue: () => void;
}) {
  const t = useTranslations('Enrollment');
  return (
    <StepSection
      title={firstName ? t('welcome.greeting', { firstName }) : t('welcome.greetingWithoutName')}
      intro={t('welcome.body')}
    >
      <Button onClick={onContinue}>{t('flow.continue')}</Button>
    </StepSection>
  );
}
