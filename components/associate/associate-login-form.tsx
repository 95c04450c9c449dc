'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { SelectField } from '@/components/ui/form/select-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import type { Locale } from '@/lib/i18n/locales';
import { useCommerce } from '@/services/commerce-context';
import { useAccountAuthClient } from '@/services/use-account-auth-client';
import { useStoresClient } from '@/services/use-stores-client';
import { createUtilitiesClient } from '@/services/utilities';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { associateLoginSchema, type AssociateLoginValues } from './associate-login-schema';
import { storesByCountry } from './stores-by-country';
import { StaffSignInAlert } from './staff-sign-in-alert';

/**
 * The associate picks their store and themselves, then signs in with their password; the
 * reply is the buy-in-store session, kept for the tab (spec 001 sections 2 and 3).
 */
export function AssociateLoginForm() {
  const t = useTranslations('Associate.login');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { request } = useCommerce();
  const auth = useAccountAuthClient();
  const stores = useStoresClient();
  const utilities = useMemo(() => createUtilitiesClient(request), [request]);
  const message = useValidationMessage();
  const startSession = useBuyInStoreStore((state) => state.start);

  const {
    register,
    handleSubmit,
    control,
    resetField,
    formState: { errors },
  } = useForm<AssociateLoginValues>({
    resolver: zodResolver(associateLoginSchema()),
    defaultValues: { storeId: '', employeeId: '', password: '' },
  });
  const storeId = useWatch({ control, name: 'storeId' });

  const storeList = useQuery({
    queryKey: ['associate', 'stores'],
    queryFn: () => utilities.getStores(),
    select: (data) => storesByCountry(data.stores, locale),
  });
  const employees = useQuery({
    queryKey: ['associate', 'employees', storeId],
    queryFn: () => stores.getEmployees(storeId),
    enabled: storeId !== '',
  });

  const login = useMutation({
    mutationFn: (values: AssociateLoginValues) => auth.agentLogin(values),
    onSuccess: (session) => {
      startSession(session);
      router.push(`/${locale}`);
    },
  });

  const storeField = register('storeId', {
    // Another store has other employees: the previous choice no longer applies.
    onChange: () => resetField('employeeId'),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => login.mutate(values))}
      className="flex flex-col gap-4"
      aria-busy={login.isPending}
    >
      {login.error ? (
        <StaffSignInAlert error={login.error} wording={(code) => t(`errors.${code}`)} />
      ) : null}
      {storeList.error ? <ApiErrorAlert error={storeList.error} /> : null}

      <SelectField label={t('store')} error={message(errors.storeId)} {...storeField}>
        <option value="">{storeList.data ? t('storePlaceholder') : t('loading')}</option>
        {storeList.data?.map((group) => (
          <optgroup key={group.countryCode} label={group.countryName}>
            {group.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {t('storeOption', { name: store.name, city: store.city, id: store.id })}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>

      <SelectField
        label={t('employee')}
        error={message(errors.employeeId) ?? (employees.error ? t('employeesFailed') : undefined)}
        {...register('employeeId')}
      >
        <option value="">
          {storeId === ''
            ? t('chooseStoreFirst')
            : employees.data
              ? t('employeePlaceholder')
              : t('loading')}
        </option>
        {employees.data?.employees.map((employee) => (
          <option key={employee.id} value={employee.id}>
            {t('employeeOption', { name: employee.name, id: employee.id })}
          </option>
        ))}
      </SelectField>

      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={message(errors.password)}
        {...register('password')}
      />

      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
