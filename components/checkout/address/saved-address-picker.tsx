'use client';

import { useTranslations } from 'next-intl';
import { localityLine } from '@/lib/checkout/address-lines';
import type { SavedAddress } from '@/lib/contracts/saved-address';

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
    <label
      key={value}
      className="flex cursor-pointer items-center gap-3 rounded-md border border-neutral-300 p-3 has-[:checked]:border-neutral-900"
    >
      <input
        type="radio"
        name="saved-address"
        value={value}
        checked={choice === value}
        onChange={() => onChoose(value)}
        className="size-4"
      />
      <span>
        <span className="block font-medium">{label}</span>
        {detail ? <span className="block text-sm text-neutral-600">{detail}</span> : null}
      </span>
    </label>
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
