'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { SignUpForm, type SignUpFormProps } from '@/components/auth/sign-up-form';
import { useSubscriptionsClient } from '@/services/use-subscriptions';

type Props = Omit<SignUpFormProps, 'onSignedUp' | 'prefill'> & { consumerId?: string };

/**
 * The sign-up page's form; the new shopper goes home, where the welcome dialog greets them.
 * A link naming an existing profile (consumerId and email) fills in what the store knows; an
 * unknown pair, or a failed look-up, leaves the form as the link's email alone would.
 */
export function SignUpPanel({ consumerId, ...props }: Props) {
  const t = useTranslations('SignUp');
  const locale = useLocale();
  const router = useRouter();
  const subscriptions = useSubscriptionsClient();
  const { email } = props;
  const prefill = useQuery({
    queryKey: ['sign-up', 'prefill', consumerId, email],
    queryFn: () => subscriptions.retrieveUserData({ consumerId: consumerId!, email: email! }),
    enabled: Boolean(consumerId && email),
    retry: false,
    staleTime: Infinity,
  });
  if (prefill.isLoading) {
    return (
      <p role="status" aria-busy="true">
        {t('prefillLoading')}
      </p>
    );
  }
  if (prefill.data?.hasAccount) {
    return (
      <p role="status">
        {t('prefillHasAccount')}{' '}
        <Link href={`/${locale}/sign-in`} className="font-semibold underline">
          {t('prefillSignIn')}
        </Link>
      </p>
    );
  }
  const known = prefill.data;
  return (
    <SignUpForm
      {...props}
      {...(known
        ? {
            prefill: {
              ...(known.firstName ? { firstName: known.firstName } : {}),
              ...(known.lastName ? { lastName: known.lastName } : {}),
              ...(known.postalCode ? { postalCode: known.postalCode } : {}),
            },
          }
        : {})}
      onSignedUp={() => router.push(`/${locale}`)}
    />
  );
}
