import { describe, expect, it } from 'vitest';
import {
  completeProfileSubSteps,
  enrollmentSteps,
  initialEnrollmentStep,
  isPartiallyEnrolled,
} from './enrollment';

const complete = {
  email: 'ada@example.com',
  phone: '2025550123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postalCode: '10001',
  birthDate: '1990-12-10',
};

describe('isPartiallyEnrolled', () => {
  it('is false for a complete profile', () => {
    expect(isPartiallyEnrolled({ consumerDetails: complete })).toBe(false);
  });

  it.each(['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const)(
    'is true when %s is missing and an email exists',
    (field) => {
      expect(isPartiallyEnrolled({ consumerDetails: { ...complete, [field]: null } })).toBe(true);
      expect(isPartiallyEnrolled({ consumerDetails: { ...complete, [field]: undefined } })).toBe(
        true,
      );
      expect(isPartiallyEnrolled({ consumerDetails: { ...complete, [field]: '  ' } })).toBe(true);
    },
  );

  it('is false without an email, however empty the rest', () => {
    expect(isPartiallyEnrolled({ consumerDetails: { email: null } })).toBe(false);
    expect(isPartiallyEnrolled({ consumerDetails: { email: '' } })).toBe(false);
  });
});

describe('initialEnrollmentStep', () => {
  it('starts a visitor at the lookup', () => {
    expect(initialEnrollmentStep({ loggedIn: false })).toBe('lookup');
    expect(initialEnrollmentStep({ loggedIn: false, phone: '2025550123' })).toBe('lookup');
  });

  it('asks a signed-in shopper without a phone for the mobile number first', () => {
    expect(initialEnrollmentStep({ loggedIn: true, phone: null })).toEqual({
      step: 'completeProfile',
      subStep: 'mobile',
    });
    expect(initialEnrollmentStep({ loggedIn: true })).toEqual({
      step: 'completeProfile',
      subStep: 'mobile',
    });
  });

  it('sends a signed-in shopper with a phone to the profile sub-step', () => {
    expect(initialEnrollmentStep({ loggedIn: true, phone: '2025550123' })).toEqual({
      step: 'completeProfile',
      subStep: 'profile',
    });
  });
});

describe('step names', () => {
  it('lists the steps and complete-profile sub-steps of the spec', () => {
    expect(enrollmentSteps).toEqual([
      'lookup',
      'signIn',
      'signUp',
      'forgotPassword',
      'completeProfile',
    ]);
    expect(completeProfileSubSteps).toEqual([
      'nonLoyalty',
      'welcome',
      'mobile',
      'profile',
      'interests',
      'success',
    ]);
  });
});
