'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { EmployeeSpendBanner } from '@/components/account/employee-spend-banner';
import { ProgrammeSpendBanner } from '@/components/account/programme-spend-banner';
import { useProfile } from '@/services/use-session';
import { SignedInOnly } from '../../_components/signed-in-only';

// The form and its validation load with the signed-in view, not with the guest's.
const ProfileForm = dynamic(() => import('./profile-form').then((m) => m.ProfileForm), {
  ssr: false,
});

/** The profile section: spend banners, programme identities and the details form. */
export function ProfileView() {
  const t = useTranslations('AccountProfile');
  return (
    <SignedInOnly title={t('title')}>
      <h1 className="type-title">{t('title')}</h1>
      <EmployeeSpendBanner />
      <ProgrammeSpendBanner programme="athlete" />
      <ProgrammeSpendBanner programme="prosumer" />
      <Identities />
      <ProfileForm />
    </SignedInOnly>
  );
}

function Identities() {
  const t = useTranslations('AccountProfile');
  const identities = useProfile().data?.consumerDetails.identities ?? [];
  if (identities.length === 0) return null;
  return (
    <section aria-labelledby="profile-programmes" className="flex flex-col gap-2">
      <h2 id="profile-programmes" className="type-heading">
        {t('programmesTitle')}
      </h2>
      <ul className="flex flex-col gap-1">
        {identities.map((identity) => (
          <li key={`${identity.type}-${identity.id}`}>
            {t(`identities.${identity.type}`, { id: identity.id })}
          </li>
        ))}
      </ul>
    </section>
  );
}
