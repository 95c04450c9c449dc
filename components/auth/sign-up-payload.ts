import type { z } from 'zod';
import type { signUpRequestSchema } from '@/lib/contracts/auth';
import type { DateFormat } from '@/lib/i18n/locales';
import { nationalNumber } from '@/lib/phone/national-number';
import { parseDisplayDate, toIsoDate } from '@/lib/validation/calendar-date';
import type { SignUpFormValues } from '@/lib/validation/sign-up-form';

/** The form's part of the sign-up request; the reCAPTCHA token is added as it is sent. */
export type SignUpRequestBody = Omit<z.input<typeof signUpRequestSchema>, 'recaptcha_response'>;

/** Where the visitor came from (spec 002 section 2, sign-up query parameters). */
export interface SignUpSource {
  /** `storeNum`: the store that sent the visitor, e.g. a QR code at the till. */
  store?: string;
  /** `enrollment_marketing_source`: the campaign. */
  campaignName?: string;
  /** `leadSource`: sent as the source header of the sign-up call. */
  leadSource?: string;
  /** `referral_code`: redeemed with the loyalty token once signed in. */
  referralCode?: string;
}

export interface SignUpPayloadOptions {
  country: string;
  dateFormat: DateFormat;
  genderEnabled: boolean;
  source: SignUpSource;
}

const genders = ['female', 'male', 'nonBinary', 'undisclosed'] as const;
type Gender = (typeof genders)[number];

function isGender(value: string): value is Gender {
  return (genders as readonly string[]).includes(value);
}

/**
 * The sign-up call's body from valid form values: the birth date in ISO form, the phone as the
 * national digits beside its dial code, empty optional fields left out rather than sent blank.
 */
export function signUpPayload(
  values: SignUpFormValues,
  options: SignUpPayloadOptions,
): SignUpRequestBody {
  const birthDate = parseDisplayDate(values.birthDate.trim(), options.dateFormat);
  const phone = nationalNumber(values.phone, values.phoneCode);
  const postalCode = values.postalCode.trim();
  const { store, campaignName } = options.source;
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(birthDate ? { birthDate: toIsoDate(birthDate) } : {}),
    ...(phone ? { phone, phoneCode: values.phoneCode } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(options.genderEnabled && isGender(values.gender) ? { gender: values.gender } : {}),
    countryCode: options.country,
    loyalty: values.loyalty,
    newsletter: values.newsletter,
    // The box alone is not consent: it counts only once the SMS terms were accepted.
    smsOptIn: phone !== '' && values.smsOptIn,
    isTermsConfirmed: true,
    source: {
      acquisitionType: 'Registered',
      ...(store ? { store } : {}),
      ...(campaignName ? { campaignName } : {}),
    },
  };
}
