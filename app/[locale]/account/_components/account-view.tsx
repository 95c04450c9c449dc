'use client';

import { useTranslations } from 'next-intl';
import { AddressBookSection } from '@/components/account/address-book-section';
import { EmployeeSpendBanner } from '@/components/account/employee-spend-banner';
import { CreateAccountLink } from '@/components/auth/create-account-link';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { useProfile } from '@/services/use-session';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';
import { RecentOrders } from './recent-orders';

const buttonClass =
  'self-start rounded-full border border-neutral-900 px-6 py-2 font-semibold disabled:opacity-60';

/**
 * The account overview, from the profile: recent orders, details, saved addresses, password
 * change and sign-out; a guest signs in here.
 */
export function AccountView() {
  const t = useTranslations('Account');
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={() => void profile.refetch()} className={buttonClass}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (profile.data === null) {
    return (
      <section aria-labelledby="account-sign-in" className="flex flex-col gap-4">
        <h1 id="account-sign-in" className="type-title">
          {t('title')}
        </h1>
        <p>{t('guestIntro')}</p>
        <SignInForm />
        <CreateAccountLink />
      </section>
    );
  }

  const { firstName, email, addresses = [] } = profile.data.consumerDetails;
  return (
    <>
      <h1 className="type-title">{firstName ? t('greeting', { firstName }) : t('title')}</h1>
      <EmployeeSpendBanner />
      <RecentOrders />
      <ProfileDetails profile={profile.data} />
      <AddressBookSection addresses={addresses} email={email} />
      <SignOutButton className={buttonClass} />
      <ChangePasswordForm />
    </>
  );
}
