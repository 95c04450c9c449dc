'use client';

import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/button';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { SignedInOnly } from '../../_components/signed-in-only';
import { PointsHistory } from './points-history';
import { VoucherSummary } from './voucher-summary';
import { WelcomeOffer } from './welcome-offer';

/** The account's loyalty section: a member's points and rewards; anyone else may join. */
export function LoyaltyAccountView() {
  const t = useTranslations('AccountLoyalty');
  return (
    <SignedInOnly title={t('title')}>
      <MemberOrJoin />
    </SignedInOnly>
  );
}

function MemberOrJoin() {
  const t = useTranslations('AccountLoyalty');
  const programme = useTranslations('LoyaltyProgramme');
  const { data: profile } = useProfile();
  const openDialog = useDialogStore((state) => state.openDialog);
  if (!profile?.isLoyaltyMember) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="type-title">{t('title')}</h1>
        <p>{t('notMember')}</p>
        <button
          type="button"
          aria-haspopup="dialog"
          className={`${primaryButtonClass} self-start`}
          onClick={() => openDialog('loyaltySignUp')}
        >
          {programme('join')}
        </button>
      </section>
    );
  }
  return (
    <>
      <h1 className="type-title">{t('title')}</h1>
      {profile.memberId ? <p>{t('memberNumber', { memberId: profile.memberId })}</p> : null}
      <VoucherSummary />
      <WelcomeOffer />
      <PointsHistory />
    </>
  );
}
