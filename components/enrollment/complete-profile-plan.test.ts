import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { profileReply } from '@/mocks/auth-handlers';
import { completeProfilePlan, missingProfileFields } from './complete-profile-plan';

function profile(
  details: Partial<ProfileResponse['consumerDetails']>,
  rest: Partial<ProfileResponse> = {},
): ProfileResponse {
  const base = profileReply();
  return { ...base, consumerDetails: { ...base.consumerDetails, ...details }, ...rest };
}

const enrolled = {
  phone: '2025550143',
  phoneCode: '1',
  postalCode: '10001',
  birthDate: '1990-12-10',
};

describe('missingProfileFields', () => {
  it('lists the blank details full enrollment needs besides the phone', () => {
    expect(missingProfileFields(profile({ firstName: ' ', postalCode: '10001' }))).toEqual([
      'firstName',
      'birthDate',
    ]);
    expect(missingProfileFields(profile(enrolled))).toEqual([]);
  });
});

describe('completeProfilePlan', () => {
  it('asks a shopper without a phone for everything missing, then ends on success', () => {
    expect(completeProfilePlan(profile({}), 'mobile')).toEqual([
      'mobile',
      'profile',
      'interests',
      'nonLoyalty',
      'success',
    ]);
  });

  it('leaves out what the profile already has', () => {
    const member = profile(
      { ...enrolled, birthDate: null },
      { isLoyaltyMember: true, preferences: { interests: 'running' } },
    );
    expect(completeProfilePlan(member, 'profile')).toEqual(['profile', 'success']);
  });

  it('starts a new account with the welcome and does not ask for interests again', () => {
    expect(completeProfilePlan(profile({ phone: '2025550143' }), 'welcome')).toEqual([
      'welcome',
      'profile',
      'nonLoyalty',
      'success',
    ]);
  });

  it('never goes back before its start', () => {
    expect(completeProfilePlan(profile({}), 'profile')).toEqual([
      'profile',
      'interests',
      'nonLoyalty',
      'success',
    ]);
  });
});
