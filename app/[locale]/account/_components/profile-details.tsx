'use client';

import { useTranslations } from 'next-intl';
import type { ProfileResponse } from '@/lib/contracts/auth';

export function ProfileDetails({ profile }: { profile: ProfileResponse }) {
  const t = useTranslations('Account');
  const { firstName, lastName, email } = profile.consumerDetails;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="account-details" className="flex flex-col gap-2">
      <h2 id="account-details" className="type-heading">
        {t('details')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {name ? (
          <>
            <dt className="font-medium">{t('name')}</dt>
            <dd>{name}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t('email')}</dt>
        <dd>{email}</dd>
      </dl>
    </section>
  );
}
