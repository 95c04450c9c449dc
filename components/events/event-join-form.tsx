'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { GUEST_NAME_MAX } from '@/lib/contracts/events';
import { joinAttendingDays } from '@/lib/events/event-days';
import type { EventSignUpFormValues } from '@/lib/validation/event-sign-up-form';
import { useCommerce } from '@/services/commerce-context';
import { createEventsClient } from '@/services/events';
import { useDialogStore } from '@/stores/dialog-store';
import type { EventSignUpDetails } from './event-details';

const resolver = lazyResolver<EventSignUpFormValues>(async () => {
  const [{ zodResolver }, { eventSignUpFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/event-sign-up-form'),
  ]);
  return zodResolver(eventSignUpFormSchema());
});

/**
 * Step 2, join (spec 002 section 5, "Event sign-up"): the profile's email shown disabled, the
 * days picker for events of two days or more, a guest where the event allows one, and the
 * terms. Sends the registration payload (spec 002 section 3); a refusal shows the server's
 * message in an alert the shopper can dismiss, and the typed values stay.
 */
export function EventJoinForm({ event, email }: { event: EventSignUpDetails; email: string }) {
  const t = useTranslations('Events');
  const messageOf = useValidationMessage();
  const { request } = useCommerce();
  const events = useMemo(() => createEventsClient(request), [request]);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const daysLegendId = useId();
  const daysErrorId = useId();
  const register = useMutation({ mutationFn: events.register });
  const manyDays = event.days.length > 1;
  const {
    register: field,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<EventSignUpFormValues>({
    resolver,
    defaultValues: {
      attendingDays: event.days.map((day) => day.value),
      plusOne: false,
      terms: false,
      guestName: '',
    },
  });
  const bringsGuest = useWatch({ control, name: 'plusOne' });
  // The days' rule is on the list as a whole, which react-hook-form types as an array's error.
  const daysError = errors.attendingDays?.message
    ? messageOf({ type: 'validate', message: errors.attendingDays.message })
    : undefined;

  const onSubmit = handleSubmit((values) => {
    register.mutate({
      email,
      attendingDays: joinAttendingDays(manyDays ? values.attendingDays : [event.days[0]!.value]),
      eventId: event.eventId,
      eventTermsAccepted: true,
      plusOne: values.plusOne ? values.guestName.trim() : '',
      registrationTimestamp: new Date().toISOString(),
    });
  });

  if (register.isSuccess) {
    return <Confirmation event={event} onClose={() => closeDialog('eventSignUp')} />;
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {register.isError ? (
        <ApiErrorAlert error={register.error}>
          <button
            type="button"
            onClick={() => register.reset()}
            className="mt-2 text-sm font-semibold underline"
          >
            {t('dismiss')}
          </button>
        </ApiErrorAlert>
      ) : null}
      <TextField label={t('email')} type="email" value={email} disabled readOnly />
      {manyDays ? (
        <fieldset
          aria-labelledby={daysLegendId}
          aria-describedby={daysError ? daysErrorId : undefined}
          className="flex flex-col gap-2"
        >
          <legend id={daysLegendId} className="text-sm font-medium">
            {t('attendingDays')}
          </legend>
          {event.days.map((day) => (
            <CheckboxField
              key={day.value}
              label={day.label}
              value={day.value}
              {...field('attendingDays')}
            />
          ))}
          {daysError ? (
            <p id={daysErrorId} className="text-sm text-red-700">
              {daysError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {event.enablePlusOne ? (
        <>
          <CheckboxField label={t('plusOne')} {...field('plusOne')} />
          {bringsGuest ? (
            <TextField
              label={t('guestName')}
              autoComplete="off"
              maxLength={GUEST_NAME_MAX}
              aria-required
              error={messageOf(errors.guestName)}
              {...field('guestName')}
            />
          ) : null}
        </>
      ) : null}
      <p className="text-sm whitespace-pre-line text-muted">{event.terms}</p>
      <CheckboxField
        label={t('terms')}
        aria-required
        error={messageOf(errors.terms)}
        {...field('terms')}
      />
      <PendingButton
        pending={register.isPending}
        label={event.submitCtaLabel}
        pendingLabel={t('submitting')}
      />
    </form>
  );
}

function Confirmation({ event, onClose }: { event: EventSignUpDetails; onClose: () => void }) {
  const t = useTranslations('Events');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Focus moves to the news, so a screen reader hears it and the form's button is not lost.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="type-heading">
        {event.confirmationTitle}
      </h3>
      {event.confirmationSubtitle ? <p>{event.confirmationSubtitle}</p> : null}
      <Button onClick={onClose} className="self-start">
        {t('close')}
      </Button>
    </section>
  );
}
