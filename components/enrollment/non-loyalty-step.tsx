'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { legalPagePath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { validateFields } from '@/lib/validation/field-messages';
import { requiredCheckbox } from '@/lib/validation/required';
import { formSchema } from '@/lib/validation/zod-form';
import { useUpdateProfile } from '@/services/use-update-profile';
import { PendingButton } from '../ui/pending-button';
import { SkipButton } from './step-buttons';
import { StepSection } from './step-section';

interface JoinFormValues {
  loyaltyTerms: boolean;
}

// Joining needs the programme's terms accepted, as the loyalty sign-up does.
const joinFormSchema = formSchema({ loyaltyTerms: z.boolean() }, (values: JoinFormValues) =>
  validateFields(values, { loyaltyTerms: requiredCheckbox }),
);

/** Offers a shopper who is not a member to join the loyalty programme; they may decline. */
export function NonLoyaltyStep({ onJoined, onSkip }: { onJoined: () => void; onSkip: () => void }) {
  const t = useTranslations('Enrollment.flow');
  const tSignUp = useTranslations('SignUp');
  const locale = useLocale() as Locale;
  const messageOf = useValidationMessage();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<JoinFormValues>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { loyaltyTerms: false },
  });

  const onSubmit = handleSubmit(() =>
    update.mutate({ enrollments: [{ type: 'Loyalty', optin: true }] }, { onSuccess: onJoined }),
  );

  return (
    <StepSection title={t('nonLoyalty.title')} intro={t('nonLoyalty.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {update.error ? <ApiErrorAlert error={update.error} /> : null}
        <CheckboxField
          label={tSignUp.rich('loyaltyTerms', {
            link: (chunks) => (
              <Link
                href={legalPagePath(locale, 'loyalty-terms')}
                target="_blank"
                className="underline"
              >
                {chunks}
              </Link>
            ),
          })}
          aria-required
          error={messageOf(errors.loyaltyTerms)}
          {...register('loyaltyTerms')}
        />
        <div className="flex flex-wrap gap-3">
          <PendingButton
            pending={update.isPending}
            label={t('nonLoyalty.join')}
            pendingLabel={t('nonLoyalty.joining')}
          />
          <SkipButton onClick={onSkip} disabled={update.isPending} />
        </div>
      </form>
    </StepSection>
  );
}
