'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useConsumerClient } from '@/services/use-consumer-client';
import { EmailForm } from '@/components/auth/email-form';
import { StepSection } from './step-section';

/** The flow's first step: the email decides whether the shopper signs in or signs up. */
export function LookupStep({
  email,
  onLookedUp,
}: {
  email: string;
  onLookedUp: (email: string, exists: boolean) => void;
}) {
  const t = useTranslations('Enrollment.flow.lookup');
  const consumer = useConsumerClient();
  const lookup = useMutation({ mutationFn: (address: string) => consumer.lookup(address) });

  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <EmailForm
        email={email}
        error={lookup.error}
        pending={lookup.isPending}
        submitLabel={t('submit')}
        pendingLabel={t('submitting')}
        onEmail={(address) =>
          lookup.mutate(address, { onSuccess: ({ exists }) => onLookedUp(address, exists) })
        }
      />
    </StepSection>
  );
}
