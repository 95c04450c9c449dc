'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { accountSectionPath } from '@/lib/routes';
import { useLoyaltyVouchers } from '@/services/use-loyalty';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';

const outlineButtonClass = 'rounded-full border border-neutral-900 px-6 py-3 font-semibold';

/**
 * The part of the programme page that depends on who is looking: a member sees their balance,
 * anyone else is invited to join (the loyalty sign-up dialog) or, as a visitor, to sign in.
 */
export function LoyaltyMembership() {
  const t = useTranslations('LoyaltyProgramme');
  const nav = useTranslations('AccountNav');
  const locale = useLocale() as Locale;
  const profile = useProfile();
  const openDialog = useDialogStore((state) => state.openDialog);
  const isMember = profile.data?.isLoyaltyMember === true;
  const vouchers = useLoyaltyVouchers(isMember);

  if (profile.isPending) return <p role="status">{t('loading')}</p>;
  if (isMember) {
    return (
      <div className="flex flex-col gap-3">
        {vouchers.data ? (
          <p className="type-heading">{t('memberBalance', { points: vouchers.data.points })}</p>
        ) : null}
        <Link
          href={accountSectionPath(locale, 'loyalty')}
          className={`${primaryButtonClass} self-start`}
        >
          {t('seeAccount')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        aria-haspopup="dialog"
        className={primaryButtonClass}
        onClick={() => openDialog('loyaltySignUp')}
      >
        {t('join')}
      </button>
      {profile.data ? null : (
        <button
          type="button"
          aria-haspopup="dialog"
          className={outlineButtonClass}
          onClick={() => openDialog('signIn')}
        >
          {nav('signIn')}
        </button>
      )}
    </div>
  );
}
