'use client';

import { useTranslations } from 'next-intl';
import { RadioCard } from '@/components/ui/radio-card';
import { localityLine } from '@/lib/checkout/address-lines';
import type { SavedAddress } from '@/lib/contracts/address';

/** Which address the form starts from: a saved one's id, or a new address. */
export type AddressChoice = string | 'new';

/**
 * The shopper's saved addresses as radio buttons, and "a new address": picking one fills the
 * address form with it.
 */
export function SavedAddressPicker({
  addresses,
  choice,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
}) {
  const t = useTranslations('SavedAddresses');
  const option = (value: AddressChoice, label: string, detail?: string) => (
    <RadioCard
      key={value}
      name="saved-address"
      value={value}
      selected={choice === value}
      onSelect={onChoose}
      label={label}
      detail={detail}
    />
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('pickLegend')}</legend>
      {addresses.map((address) =>
        option(
          address.id,
          `${address.firstName} ${address.lastName}, ${address.addressLine1}`,
          [localityLine(address), address.main ? t('main') : ''].filter(Boolean).join(' · '),
        ),
      )}
      {option('new', t('newAddress'))}
    </fieldset>
  );
}
