'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { CreateAccountLink } from '@/components/auth/create-account-link';
import { SignInForm } from '@/components/auth/sign-in-form';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';

/** The sign-in page's form; after signing in the shopper lands on their account. */
export function SignInPanel() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const showToast = useToastStore((state) => state.showToast);
  const signedIn = useAuthStore((state) => state.status === 'registered');

  if (signedIn) {
    return (
      <p>
        {t('signInPage.alreadySignedIn')}{' '}
        <Link href={`/${locale}/account`} className="underline">
          {t('signInPage.goToAccount')}
        </Link>
      </p>
    );
  }
  return (
    <>
      <SignInForm
        onSignedIn={() => {
          showToast({ title: t('signedIn'), type: 'success' });
          router.push(`/${locale}/account`);
        }}
      />
      <CreateAccountLink />
    </>
  );
}
