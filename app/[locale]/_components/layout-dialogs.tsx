'use client';

import dynamic from 'next/dynamic';
import { EmployeeTermsPrompt } from '@/components/auth/employee-terms-prompt';
import { FavoriteStoreSync } from '@/components/pickup/favorite-store-sync';
import { AfterDialogOpened } from '@/components/ui/after-dialog-opened';
import type { DialogNotes } from './dialog-notes';

// Each dialog's code (its forms, validation and calls) loads when it is first opened.
const SignInDialog = dynamic(
  () => import('@/components/enrollment/sign-in-dialog').then((m) => m.SignInDialog),
  { ssr: false },
);
const SignInConfirmationDialog = dynamic(
  () =>
    import('@/components/enrollment/sign-in-confirmation-dialog').then(
      (m) => m.SignInConfirmationDialog,
    ),
  { ssr: false },
);
const SignUpDialog = dynamic(
  () => import('@/components/auth/sign-up-dialog').then((m) => m.SignUpDialog),
  { ssr: false },
);
const LoyaltySignUpDialog = dynamic(
  () => import('@/components/loyalty/loyalty-sign-up-dialog').then((m) => m.LoyaltySignUpDialog),
  { ssr: false },
);
const InterestsDialog = dynamic(
  () => import('@/components/auth/interests-dialog').then((m) => m.InterestsDialog),
  { ssr: false },
);
const WelcomeDialog = dynamic(
  () => import('@/components/auth/welcome-dialog').then((m) => m.WelcomeDialog),
  { ssr: false },
);
const EmployeeTermsPanel = dynamic(
  () => import('@/components/auth/employee-terms-dialog').then((m) => m.EmployeeTermsPanel),
  { ssr: false },
);
const MiniCart = dynamic(() => import('@/components/cart/mini-cart').then((m) => m.MiniCart), {
  ssr: false,
});
const QuickShopDialog = dynamic(
  () => import('@/components/product/quick-shop-dialog').then((m) => m.QuickShopDialog),
  { ssr: false },
);
const SizeChartDialog = dynamic(
  () => import('@/components/product/size-chart-dialog').then((m) => m.SizeChartDialog),
  { ssr: false },
);
const StoreStockDialog = dynamic(
  () => import('@/components/product/store-stock-dialog').then((m) => m.StoreStockDialog),
  { ssr: false },
);
const PickupInStoreDialog = dynamic(
  () => import('@/components/pickup/pickup-in-store-dialog').then((m) => m.PickupInStoreDialog),
  { ssr: false },
);
const ChangeStoreConfirmationDialog = dynamic(
  () =>
    import('@/components/pickup/change-store-confirmation-dialog').then(
      (m) => m.ChangeStoreConfirmationDialog,
    ),
  { ssr: false },
);
const LocationConfirmationDialog = dynamic(
  () =>
    import('@/components/pickup/location-confirmation-dialog').then(
      (m) => m.LocationConfirmationDialog,
    ),
  { ssr: false },
);
const StoreChangedDialog = dynamic(
  () => import('@/components/pickup/store-changed-dialog').then((m) => m.StoreChangedDialog),
  { ssr: false },
);

const CollectionPointDialog = dynamic(
  () => import('@/components/stores/collection-point-dialog').then((m) => m.CollectionPointDialog),
  { ssr: false },
);

/**
 * The dialogs every page can open, mounted once in the locale layout; `notes` are the modal
 * canvases' text, rendered on the server.
 */
export function LayoutDialogs({ notes }: { notes: DialogNotes }) {
  return (
    <>
      <AfterDialogOpened ids={['signIn']}>
        <SignInDialog note={notes.signIn} />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['signInConfirmation']}>
        <SignInConfirmationDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['signUp']}>
        <SignUpDialog note={notes.signUp} />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['loyaltySignUp']}>
        <LoyaltySignUpDialog note={notes.loyaltySignUp} />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['interests']}>
        <InterestsDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['welcome']}>
        <WelcomeDialog />
      </AfterDialogOpened>
      <EmployeeTermsPrompt />
      <AfterDialogOpened ids={['employeeTerms']}>
        <EmployeeTermsPanel />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['miniCart']}>
        <MiniCart />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['quickShop']}>
        <QuickShopDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['sizeChart']}>
        <SizeChartDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['storeStock']}>
        <StoreStockDialog />
      </AfterDialogOpened>
      <FavoriteStoreSync />
      <AfterDialogOpened ids={['pickupInStore']}>
        <PickupInStoreDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['changeStoreConfirmation']}>
        <ChangeStoreConfirmationDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['locationConfirmation']}>
        <LocationConfirmationDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['storeChanged']}>
        <StoreChangedDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['collectionPoint']}>
        <CollectionPointDialog />
      </AfterDialogOpened>
    </>
  );
}
