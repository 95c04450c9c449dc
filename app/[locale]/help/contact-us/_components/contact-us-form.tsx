'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { SelectField } from '@/components/ui/form/select-field';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import { CONTACT_MESSAGE_MAX_LENGTH, type ContactUsResponse } from '@/lib/contracts/contact-us';
import type { ContactUsFormValues } from '@/lib/validation/contact-us-form';
import { useContactCategories, useOrdersClient } from '@/services/use-orders';
import { useProfile } from '@/services/use-session';

const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { contactUsFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/contact-us-form'),
  ]);
  return zodResolver(contactUsFormSchema());
});

/** Category and subject, who is writing, an optional order number and the message. */
export function ContactUsForm() {
  const t = useTranslations('ContactUs');
  const messageOf = useValidationMessage();
  const orders = useOrdersClient();
  const categories = useContactCategories();
  const profile = useProfile().data;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<ContactUsFormValues>({
    resolver,
    defaultValues: {
      categoryId: '',
      subjectId: '',
      name: '',
      email: '',
      orderNumber: '',
      message: '',
    },
  });
  // A signed-in shopper's name and email, unless they have started typing their own.
  useEffect(() => {
    if (!profile) return;
    const { firstName, lastName, email } = profile.consumerDetails;
    if (!getFieldState('email').isDirty) setValue('email', email);
    const name = [firstName, lastName].filter(Boolean).join(' ');
    if (name && !getFieldState('name').isDirty) setValue('name', name);
  }, [profile, getFieldState, setValue]);
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subjects = categories.data?.categories.find((c) => c.id === categoryId)?.subjects ?? [];
  const send = useMutation({
    mutationFn: (values: ContactUsFormValues) =>
      orders.contactUs({
        categoryId: values.categoryId,
        subjectId: values.subjectId,
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        ...(values.orderNumber.trim() ? { orderNumber: values.orderNumber.trim() } : {}),
      }),
  });

  if (send.data) return <MessageSent reply={send.data} />;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate(values))}
      className="flex flex-col gap-4"
    >
      {send.isError ? <ApiErrorAlert error={send.error} /> : null}
      {categories.isError ? <ApiErrorAlert error={categories.error} /> : null}
      <SelectField
        label={t('category')}
        error={messageOf(errors.categoryId)}
        {...register('categoryId', { onChange: () => setValue('subjectId', '') })}
      >
        <option value="">
          {categories.isPending ? t('loadingCategories') : t('chooseCategory')}
        </option>
        {categories.data?.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('subject')}
        error={messageOf(errors.subjectId)}
        disabled={subjects.length === 0}
        {...register('subjectId')}
      >
        <option value="">{categoryId ? t('chooseSubject') : t('chooseCategoryFirst')}</option>
        {subjects.map((subject) => (
          <option key={subject.id} value={subject.id}>
            {subject.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('name')}
        autoComplete="name"
        error={messageOf(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={messageOf(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('orderNumber')}
        autoComplete="off"
        error={messageOf(errors.orderNumber)}
        {...register('orderNumber')}
      />
      <TextAreaField
        label={t('message')}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        hint={t('messageHint', { max: CONTACT_MESSAGE_MAX_LENGTH })}
        error={messageOf(errors.message)}
        {...register('message')}
      />
      <PendingButton
        pending={send.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
        className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white disabled:opacity-60"
      />
    </form>
  );
}

function MessageSent({ reply }: { reply: ContactUsResponse }) {
  const t = useTranslations('ContactUs');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="message-sent"
      className="flex flex-col gap-3 rounded-lg bg-neutral-50 p-4"
    >
      <h2 id="message-sent" ref={heading} tabIndex={-1} className="type-heading outline-none">
        {t('sent')}
      </h2>
      <p role="status">{t('caseNumber', { caseNumber: reply.caseNumber })}</p>
      <p>{t('sentNext')}</p>
    </section>
  );
}
