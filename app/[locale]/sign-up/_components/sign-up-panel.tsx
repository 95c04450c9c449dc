'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { SignUpForm, type SignUpFormProps } from '@/components/auth/sign-up-form';

/** The sign-up page's form; the new shopper goes home, where the welcome dialog greets them. */
export function SignUpPanel(props: Omit<SignUpFormProps, 'onSignedUp'>) {
  const locale = useLocale();
  const router = useRouter();
  return <SignUpForm {...props} onSignedUp={() => router.push(`/${locale}`)} />;
}
