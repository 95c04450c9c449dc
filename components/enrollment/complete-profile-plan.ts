import type { ProfileResponse } from '@/lib/contracts/auth';
import type { CompleteProfileSubStep } from '@/lib/enrollment';

/** The profile sub-step's fields: what full enrollment needs besides the phone. */
export const profileFields = ['firstName', 'lastName', 'postalCode', 'birthDate'] as const;
export type ProfileField = (typeof profileFields)[number];

/**
 * The order the sub-steps are met in. The spec lists them without an order; this one asks for
 * what full enrollment needs first, so a shopper who leaves halfway has given the most useful
 * part: a new account is welcomed, then the phone and the other missing details are asked
 * for, then interests and the loyalty offer, and the flow ends on the success step.
 */
const subStepOrder: readonly CompleteProfileSubStep[] = [
  'welcome',
  'mobile',
  'profile',
  'interests',
  'nonLoyalty',
  'success',
];

const blank = (value: string | null | undefined) => !value?.trim();

export function missingProfileFields(profile: ProfileResponse): ProfileField[] {
  return profileFields.filter((field) => blank(profile.consumerDetails[field]));
}

/** Where a plan can start: a new account's welcome, or spec 001 section 4's first step. */
export type PlanStart = Extract<CompleteProfileSubStep, 'welcome' | 'mobile' | 'profile'>;

/**
 * The sub-steps a shopper goes through, in order, from `start`, keeping only those with
 * something to ask. A plan that starts with the welcome is a new account's, whose sign-up
 * already asked for interests.
 */
export function completeProfilePlan(
  profile: ProfileResponse,
  start: PlanStart,
): CompleteProfileSubStep[] {
  const applies: Record<CompleteProfileSubStep, boolean> = {
    welcome: true,
    mobile: blank(profile.consumerDetails.phone),
    profile: missingProfileFields(profile).length > 0,
    interests: start !== 'welcome' && blank(profile.preferences.interests),
    nonLoyalty: !profile.isLoyaltyMember,
    success: true,
  };
  return subStepOrder.slice(subStepOrder.indexOf(start)).filter((step) => applies[step]);
}
