'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { PendingButton } from '@/components/ui/pending-button';
import type { TillCustomer } from '@/lib/contracts/till';
import { useCommerce } from '@/services/commerce-context';
import { createTillClient } from '@/services/till';
import { useAttachCustomer } from '@/services/use-till-sale';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    tillCustomer: undefined;
  }
}

const searchKeys = ['email', 'phone', 'memberId'] as const;
type SearchKey = (typeof searchKeys)[number];

/** The associate finds the shopper the sale is for and sells the bag to them. */
export function TillCustomerDialog() {
  const t = useTranslations('Associate.customer');
  return (
    <Dialog id="tillCustomer" title={t('title')} size="large">
      {() => <TillCustomerSearch />}
    </Dialog>
  );
}

function TillCustomerSearch() {
  const t = useTranslations('Associate.customer');
  const { request } = useCommerce();
  const till = useMemo(() => createTillClient(request), [request]);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [by, setBy] = useState<SearchKey>('email');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const search = useMutation({
    mutationFn: (query: { by: SearchKey; value: string }) =>
      till.findCustomer({ [query.by]: query.value.trim() }),
  });
  const attach = useAttachCustomer();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setMissing(value.trim() === '');
    if (value.trim() !== '') search.mutate({ by, value });
  };
  const sellTo = (customer: TillCustomer) =>
    attach.mutate(
      { consumerId: customer.consumerId },
      { onSuccess: () => closeDialog('tillCustomer') },
    );

  const customer = search.data?.customer;
  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSearch} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('intro')}</p>
        <SelectField
          label={t('searchBy')}
          value={by}
          onChange={(event) => {
            setBy(event.target.value as SearchKey);
            search.reset();
          }}
        >
          {searchKeys.map((key) => (
            <option key={key} value={key}>
              {t(`by.${key}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t(`by.${by}`)}
          type={by === 'email' ? 'email' : by === 'phone' ? 'tel' : 'text'}
          autoComplete="off"
          value={value}
          error={missing ? t('required') : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <PendingButton
          pending={search.isPending}
          label={t('search')}
          pendingLabel={t('searching')}
        />
      </form>
      {search.error && <ApiErrorAlert error={search.error} />}
      {search.data && !customer && (
        <p role="status" className="text-sm">
          {t('noMatch')}
        </p>
      )}
      {customer && (
        <section
          aria-label={t('found')}
          className="flex flex-col gap-3 rounded-md border border-line p-4"
        >
          <p className="font-semibold">{customer.name}</p>
          <p className="text-sm text-muted">{customer.maskedEmail}</p>
          {customer.memberId && (
            <p className="text-sm">{t('memberId', { memberId: customer.memberId })}</p>
          )}
          {attach.error && (
            <p role="alert" className="text-sm text-red-700">
              {attach.error.message}
            </p>
          )}
          <Button type="button" disabled={attach.isPending} onClick={() => sellTo(customer)}>
            {t('sellTo', { name: customer.name })}
          </Button>
        </section>
      )}
    </div>
  );
}
