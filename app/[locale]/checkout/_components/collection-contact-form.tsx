'use client';

import { useTranslations } from 'next-intl';
import { useImperativeHandle, useMemo, type Ref } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import {
  validateCollectionContact,
  type CollectionContactRules,
  type CollectionContactValues,
  type ContactField,
} from '@/lib/checkout/collection-contact';
import type { Cart } from '@/lib/contracts/cart';
import { encodeValidationMessage } from '@/lib/validation/message-codec';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useCheckoutErrorHandler } from './checkout-error';

/** Lets the shipping step save the contact before the home address, with one button. */
export interface CollectionContactHandle {
  /** Validates and saves; false when a field needs the shopper (its message is shown). */
  save(): Promise<boolean>;
}

const autoComplete: Record<ContactField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel-national',
};

function contactResolver(
  rules: CollectionContactRules,
  dialCode: string,
): Resolver<CollectionContactValues> {
  return (values) => {
    const problems = validateCollectionContact(values, rules, dialCode);
    const errors: FieldErrors<CollectionContactValues> = {};
    for (const [field, message] of Object.entries(problems)) {
      errors[field as ContactField] = {
        type: 'validate',
        message: encodeValidationMessage(message),
      };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * Who collects the bag's collection-point and store lines (spec 000 section 5): the fields the
 * lines need, required as the locale says. `standalone`: the bag has no home address, so this
 * form continues the step itself.
 */
export function CollectionContactForm({
  ref,
  cart,
  rules,
  dialCode,
  defaultEmail,
  standalone,
  onSaved,
}: {
  ref?: Ref<CollectionContactHandle>;
  cart: Cart;
  rules: CollectionContactRules;
  dialCode: string;
  defaultEmail: string;
  standalone: boolean;
  onSaved: () => void;
}) {
  const t = useTranslations('CollectionPoints');
  const tCheckout = useTranslations('Checkout');
  const messageOf = useValidationMessage();
  const handleError = useCheckoutErrorHandler();
  const saved = cart.shippingAddress?.collection;
  const resolver = useMemo(() => contactResolver(rules, dialCode), [rules, dialCode]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CollectionContactValues>({
    resolver,
    defaultValues: {
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      email: saved?.email || defaultEmail,
      // Shown as typed nationally; the server keeps it in international form.
      phone: saved?.phone.replace(`+${saved.phoneCode}`, '') ?? '',
    },
  });

  const saveContact = useCheckoutCartMutation((client, basketId, values: CollectionContactValues) =>
    client.setShippingAddress(
      basketId,
      {
        addresses: [
          {
            shippingId: 'me',
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            phoneCode: dialCode,
          },
        ],
      },
      'COLLECTION',
    ),
  );

  const save = () =>
    new Promise<boolean>((resolve) => {
      void handleSubmit(
        async (values) => {
          try {
            await saveContact.mutateAsync(values);
            resolve(true);
          } catch (error) {
            handleError<CollectionContactValues>(error, { setError });
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });
  useImperativeHandle(ref, () => ({ save }));

  const label = (field: ContactField, text: string) =>
    rules[field] === 'required' ? text : t('optional', { label: text });
  const field = (name: ContactField, text: string, type = 'text') =>
    rules[name] === 'hidden' ? null : (
      <TextField
        type={type}
        label={label(name, text)}
        error={messageOf(errors[name])}
        autoComplete={autoComplete[name]}
        required={rules[name] === 'required'}
        {...(type === 'tel' ? { inputMode: 'tel' as const } : {})}
        {...register(name)}
      />
    );

  // At the till the customer takes the items now: the email is only for the receipt.
  const handedOver = cart.tillSale.handOverInStore;
  const fields = (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 font-semibold">
        {handedOver ? t('contactHandOverTitle') : t('contactTitle')}
      </legend>
      <p className="text-sm text-muted">
        {handedOver
          ? t('contactHandOverHint')
          : rules.phone === 'hidden'
            ? t('contactPickupHint')
            : t('contactPointHint')}
      </p>
      {field('email', t('email'), 'email')}
      {rules.firstName === 'hidden' ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', t('firstName'))}
          {field('lastName', t('lastName'))}
        </div>
      )}
      {field('phone', t('mobilePhone', { dialCode }), 'tel')}
    </fieldset>
  );

  if (!standalone) return fields;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save().then((done) => done && onSaved());
      }}
    >
      {fields}
      <PendingButton
        pending={saveContact.isPending}
        label={tCheckout('continueToBilling')}
        pendingLabel={tCheckout('saving')}
      />
    </form>
  );
}
