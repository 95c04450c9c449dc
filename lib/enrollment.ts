/**
 * The enrollment (sign-in and sign-up) flow's steps and its two rules. Pure, so the dialogs, pages and tests share one reading of the spec.
 */

export const enrollmentSteps = [
  'lookup',
  'signIn',
  'signUp',
  'forgotPassword',
  'completeProfile',
] as const;
export type EnrollmentStep = (typeof enrollmentSteps)[number];

export const completeProfileSubSteps = [
  'nonLoyalty',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
] as const;
export type CompleteProfileSubStep = (typeof completeProfileSubSteps)[number];

export type InitialEnrollmentStep =
  | 'lookup'
  | { step: 'completeProfile'; subStep: Extract<CompleteProfileSubStep, 'mobile' | 'profile'> };

/** The profile fields the rule reads; null, undefined and blank all count as missing. */
export interface EnrollmentProfile {
  consumerDetails: {
    email?: string | null;
    phone?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    postalCode?: string | null;
    birthDate?: string | null;
  };
}

const requiredForFullEnrollment = [
  'phone',
  'firstName',
  'lastName',
  'postalCode',
  'birthDate',
] as const;

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** An email exists but any of phone, first name, last name, postal code or birth date is missing. */
export function isPartiallyEnrolled(profile: EnrollmentProfile): boolean {
  const details = profile.consumerDetails;
  if (!present(details.email)) return false;
  return requiredForFullEnrollment.some((field) => !present(details[field]));
}

/**
 * Where the flow opens: a visitor starts at the lookup; a signed-in shopper completes the
 * profile, beginning with the mobile number when there is none.
 */
export function initialEnrollmentStep({
  loggedIn,
  phone,
}: {
  loggedIn: boolean;
  phone?: string | null;
}): InitialEnrollmentStep {
  if (!loggedIn) return 'lookup';
  return { step: 'completeProfile', subStep: present(phone) ? 'profile' : 'mobile' };
}
