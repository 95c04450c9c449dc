'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PostalAddress } from '@/components/checkout/address/postal-address';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { mainAddressBody } from '@/lib/checkout/saved-addresses';
import type { SavedAddress } from '@/lib/contracts/address';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { useAddressBook } from '@/services/use-address-book';
import { useAddressForms } from '@/services/use-checkout';
import { SavedAddressEditor } from './saved-address-editor';

const buttonClass = 'rounded-full border border-neutral-900 px-4 py-1 text-sm font-semibold';

/**
 * The account's saved addresses (spec 001 sections 3 and 4): add, edit, delete and make one
 * the main address of its type. The list comes from the profile, which is read again after
 * each change succeeds.
 */
export function AddressBookSection({
  addresses,
  email,
}: {
  addresses: readonly SavedAddress[];
  email: string;
}) {
  const t = useTranslations('SavedAddresses');
  const locale = useLocale() as Locale;
  const forms = useAddressForms();
  const { update, remove } = useAddressBook();
  /** The address being edited, 'new' while adding, null otherwise. */
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = forms.data?.forms[0];
  const countryName = forms.data?.countries.find((c) => c.code === form?.countryCode)?.name ?? '';
  const region = settingsFor(locale).region;

  /** Focus goes to the heading once the control that had it (an editor, a deleted row) is gone. */
  const finish = (message: string) => {
    flushSync(() => {
      setEditing(null);
      setAnnouncement(message);
    });
    heading.current?.focus();
  };
  const run = async (action: () => Promise<unknown>, done: string, refocus = false) => {
    setFailure(null);
    try {
      await action();
      flushSync(() => setAnnouncement(done));
      if (refocus) heading.current?.focus();
    } catch (error) {
      setFailure(error);
    }
  };
  const makeMain = (address: SavedAddress) =>
    run(
      () => update.mutateAsync({ id: address.id, body: mainAddressBody(address) }),
      t('mainChanged'),
    );

  const editor = (address?: SavedAddress) =>
    form ? (
      <SavedAddressEditor
        address={address}
        form={form}
        countryName={countryName}
        region={region}
        email={email}
        onDone={finish}
      />
    ) : null;

  return (
    <section aria-labelledby="address-book" className="flex flex-col gap-4">
      <h2 id="address-book" ref={heading} tabIndex={-1} className="type-heading">
        {t('sectionTitle')}
      </h2>
      <p role="status" className="text-sm">
        {announcement}
      </p>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {addresses.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {addresses.map((address) => {
          const label = `${address.addressLine1}, ${address.city}`;
          return (
            <li key={address.id} className="rounded-lg border border-neutral-300 p-4">
              {editing === address.id ? (
                editor(address)
              ) : (
                <div className="flex flex-col gap-2">
                  <p className="text-sm font-semibold">
                    {address.approachType === 'S' ? t('shipping') : t('billing')}
                    {address.main ? ` · ${t('main')}` : ''}
                  </p>
                  <PostalAddress address={address} />
                  <div className="flex flex-wrap gap-2">
                    {/* This storefront has its own country's form only. */}
                    {address.countryCode === form?.countryCode ? (
                      <button
                        type="button"
                        className={buttonClass}
                        aria-label={t('editLabel', { address: label })}
                        onClick={() => setEditing(address.id)}
                      >
                        {t('edit')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={buttonClass}
                      aria-label={t('deleteLabel', { address: label })}
                      disabled={remove.isPending}
                      onClick={() =>
                        void run(() => remove.mutateAsync(address.id), t('deleted'), true)
                      }
                    >
                      {t('delete')}
                    </button>
                    {address.main ? null : (
                      <button
                        type="button"
                        className={buttonClass}
                        aria-label={t('setMainLabel', { address: label })}
                        disabled={update.isPending}
                        onClick={() => void makeMain(address)}
                      >
                        {t('setMain')}
                      </button>
                    )}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {editing === 'new' ? (
        editor()
      ) : (
        <button
          type="button"
          className={`${buttonClass} self-start`}
          disabled={!form}
          onClick={() => {
            setAnnouncement('');
            setEditing('new');
          }}
        >
          {t('add')}
        </button>
      )}
    </section>
  );
}
