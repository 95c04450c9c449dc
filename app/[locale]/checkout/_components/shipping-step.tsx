'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { AddressForm, type AddressFormHandle } from '@/components/checkout/address/address-form';
import {
  SavedAddressPicker,
  type AddressChoice,
} from '@/components/checkout/address/saved-address-picker';
import { PendingButton } from '@/components/ui/pending-button';
import type { AddressFormDefinition } from '@/lib/address/form-definitions';
import {
  addressToFormValues,
  emptyAddressValues,
  toAddressInput,
} from '@/lib/checkout/address-form-model';
import { savedAddressToFormValues, toSavedAddressBody } from '@/lib/checkout/saved-address-form';
import { savedAddressesFor } from '@/lib/checkout/saved-addresses';
import { collectionContactRules } from '@/lib/checkout/collection-contact';
import type { Cart } from '@/lib/contracts/cart';
import {
  ownShippingAddressOf,
  type AddressField,
  type AddressFormValues,
  type SavedAddress,
} from '@/lib/contracts/address';
import type { Region } from '@/lib/i18n/locales';
import { isCommerceApiError } from '@/services/api-error';
import { useCommerce } from '@/services/commerce-context';
import { useAddressBook } from '@/services/use-address-book';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutStore } from '@/stores/checkout-store';
import { shippingDraft } from '@/stores/shipping-draft';
import { useCheckoutErrorHandler } from './checkout-error';
import { CollectionContactForm, type CollectionContactHandle } from './collection-contact-form';
import { CollectionPointsSummary } from './collection-points-summary';
import { ShippingMethods } from './shipping-methods';

/** Codes about the shipping address that name no field, and the field they belong to. */
const shippingFields: Record<string, AddressField> = {
  SHP410: 'phone',
  SHP500: 'addressLine1',
  CHK320: 'addressLine1',
};
const shippingFieldFor = (code: string): AddressField | undefined => shippingFields[code];

/**
 * The shipping step: contact email, delivery address and delivery service. A signed-in
 * shopper may start from a saved shipping address and may save a new one to the account.
 * Lines collected at a collection point or store add their points and who collects them; a
 * bag with nothing to deliver home asks no home address.
 */
export function ShippingStep({
  cart,
  form,
  countryName,
  region,
  profileEmail,
  accountAddresses,
  countryCode,
}: {
  cart: Cart;
  form: AddressFormDefinition;
  countryName: string;
  region: Region;
  profileEmail: string | null;
  /** The signed-in shopper's address book (none for a guest). */
  accountAddresses: readonly SavedAddress[];
  countryCode: string;
}) {
  const t = useTranslations('Checkout');
  const tSaved = useTranslations('SavedAddresses');
  const send = useCheckoutStore((state) => state.send);
  const formRef = useRef<AddressFormHandle>(null);
  const contactRef = useRef<CollectionContactHandle>(null);
  const locale = useLocale();
  const { site } = useCommerce();
  const methods = cart.items.map((item) => item.shippingOptions.selected);
  const contactRules = collectionContactRules(methods, locale, site.collectionContact);
  const shipsHome = methods.some((method) => method === 'standard' || method === 'customs');
  const handleError = useCheckoutErrorHandler();
  const addressBook = useAddressBook();
  const savedAddresses = savedAddressesFor(accountAddresses, 'S', countryCode);
  const onCart = ownShippingAddressOf(cart.shippingAddress);
  // What the shopper typed before a reload wins over what the cart or the account holds.
  const [draft] = useState(() => shippingDraft.read(cart.basketId));
  const [choice, setChoice] = useState<AddressChoice>(() =>
    onCart || draft ? 'new' : (savedAddresses.find((a) => a.main)?.id ?? 'new'),
  );
  const [saveToAccount, setSaveToAccount] = useState(false);
  const chosen = savedAddresses.find((address) => address.id === choice);
  const email = (onCart?.email ?? '') || (profileEmail ?? '');
  const defaults: AddressFormValues = chosen
    ? savedAddressToFormValues(chosen, email)
    : draft
      ? { ...draft, email: draft.email || email }
      : onCart
        ? addressToFormValues(onCart, form)
        : emptyAddressValues(form, email);
  const signedIn = profileEmail !== null;

  const setAddress = useCheckoutCartMutation((client, basketId, values: AddressFormValues) =>
    client.setShippingAddress(basketId, {
      addresses: [{ ...toAddressInput(values, form), shippingId: 'me' }],
    }),
  );

  const saveDraft = useCallback(
    (values: Partial<AddressFormValues>) => shippingDraft.save(cart.basketId, values),
    [cart.basketId],
  );

  const submit = async (values: AddressFormValues) => {
    if (contactRef.current && !(await contactRef.current.save())) return;
    try {
      await setAddress.mutateAsync(values);
      shippingDraft.clear();
      if (signedIn && !chosen && saveToAccount) await saveAddress(values);
      send({ type: 'stepCompleted', step: 'shipping' });
    } catch (error) {
      handleError<AddressFormValues>(error, {
        setError: formRef.current?.setError,
        fieldFor: shippingFieldFor,
      });
    }
  };

  const saveAddress = async (values: AddressFormValues) => {
    try {
      await addressBook.add.mutateAsync(toSavedAddressBody(values, form, 'S'));
    } catch (error) {
      // CCA400: the account already holds this address, which is what the shopper wanted.
      if (!isCommerceApiError(error, 'CCA400')) throw error;
    }
  };

  const collection = (
    <>
      <CollectionPointsSummary cart={cart} />
      {contactRules ? (
        <CollectionContactForm
          ref={contactRef}
          cart={cart}
          rules={contactRules}
          dialCode={form.dialCode}
          defaultEmail={email}
          standalone={!shipsHome}
          onSaved={() => send({ type: 'stepCompleted', step: 'shipping' })}
        />
      ) : null}
    </>
  );
  // Collected in stores only: no home address (digital-only bags keep the address's email).
  const collectedOnly = !shipsHome && contactRules !== null;
  if (collectedOnly) return <div className="flex flex-col gap-4">{collection}</div>;

  return (
    <div className="flex flex-col gap-4">
      {collection}
      {savedAddresses.length > 0 ? (
        <SavedAddressPicker addresses={savedAddresses} choice={choice} onChoose={setChoice} />
      ) : null}
      <AddressForm
        key={choice}
        ref={formRef}
        form={form}
        countryName={countryName}
        region={region}
        defaultValues={defaults}
        showEmail
        kind="shipping"
        onSubmit={submit}
        onChange={chosen ? undefined : saveDraft}
      >
        {signedIn && !chosen ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={saveToAccount}
              onChange={(event) => setSaveToAccount(event.target.checked)}
            />
            {tSaved('saveToAccount')}
          </label>
        ) : null}
        <ShippingMethods cart={cart} />
        <PendingButton
          pending={setAddress.isPending}
          label={t('continueToBilling')}
          pendingLabel={t('saving')}
        />
      </AddressForm>
    </div>
  );
}
