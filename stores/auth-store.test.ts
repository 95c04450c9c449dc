import { beforeEach, describe, expect, it } from 'vitest';
import { profileReply, tokenReply } from '@/mocks/auth-handlers';
import { useAuthStore } from './auth-store';

beforeEach(() => {
  useAuthStore.getState().signedOut();
});

describe('auth store', () => {
  it('takes a profile as signed in, with the name to greet and the employee flag', () => {
    useAuthStore.getState().profileLoaded({ ...profileReply(), consumerType: 'EMPLOYEE' });
    expect(useAuthStore.getState()).toMatchObject({
      status: 'registered',
      firstName: 'Ada',
      consumerType: 'EMPLOYEE',
      isEmployee: true,
    });
  });

  it('keeps the basket and favorites ids a token gave when the profile arrives', () => {
    const basketId = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
    useAuthStore.getState().sessionStarted(tokenReply({ consumerType: 'REGISTERED', basketId }));
    useAuthStore.getState().profileLoaded(profileReply());
    expect(useAuthStore.getState()).toMatchObject({ basketId, firstName: 'Ada' });
  });

  it('forgets the shopper on sign-out and on a guest session', () => {
    useAuthStore.getState().profileLoaded(profileReply());
    useAuthStore.getState().sessionStarted(tokenReply());
    expect(useAuthStore.getState()).toMatchObject({
      status: 'guest',
      firstName: null,
      isEmployee: false,
    });
    useAuthStore.getState().profileLoaded(profileReply());
    useAuthStore.getState().signedOut();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'guest',
      consumerId: null,
      memberId: null,
      favorites: null,
      firstName: null,
    });
  });
});
