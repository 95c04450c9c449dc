import { describe, expect, it } from 'vitest';
import { audiencesOf, SESSIONLESS_VISITOR, type VisitorFacts } from './audiences';

const guest: VisitorFacts = SESSIONLESS_VISITOR;
const shopper: VisitorFacts = { ...guest, signedIn: true };

describe('audiencesOf', () => {
  it('puts a guest with an empty cart in the signed-out groups and every negation', () => {
    expect(audiencesOf(guest)).toEqual([
      'logged-out',
      'non-employee',
      'cart-empty',
      'not-athlete',
      'not-pro',
      'not-athlete-or-pro',
    ]);
  });

  it('tells a signed-in loyalty member from a signed-in shopper who is not one', () => {
    expect(audiencesOf({ ...shopper, loyaltyMember: true })).toEqual(
      expect.arrayContaining(['logged-in', 'loyalty-member']),
    );
    expect(audiencesOf({ ...shopper, loyaltyMember: true })).not.toContain('non-loyalty-logged-in');
    expect(audiencesOf(shopper)).toContain('non-loyalty-logged-in');
    expect(audiencesOf(shopper)).not.toContain('loyalty-member');
  });

  it('counts a loyalty flag only for a signed-in shopper', () => {
    const segments = audiencesOf({ ...guest, loyaltyMember: true, employee: true, athlete: true });
    expect(segments).not.toContain('loyalty-member');
    expect(segments).not.toContain('employee');
    expect(segments).not.toContain('athlete');
  });

  it('places employees and non-employees', () => {
    expect(audiencesOf({ ...shopper, employee: true })).toContain('employee');
    expect(audiencesOf({ ...shopper, employee: true })).not.toContain('non-employee');
    expect(audiencesOf(shopper)).toContain('non-employee');
  });

  it('follows the cart', () => {
    expect(audiencesOf({ ...guest, cartEmpty: false })).toContain('cart-not-empty');
    expect(audiencesOf({ ...guest, cartEmpty: false })).not.toContain('cart-empty');
  });

  it('groups athletes and pros alone and combined, with their negations', () => {
    const athlete = audiencesOf({ ...shopper, athlete: true });
    expect(athlete).toEqual(expect.arrayContaining(['athlete', 'not-pro', 'athlete-or-pro']));
    expect(athlete).not.toContain('not-athlete');
    const pro = audiencesOf({ ...shopper, pro: true });
    expect(pro).toEqual(expect.arrayContaining(['pro', 'not-athlete', 'athlete-or-pro']));
    expect(pro).not.toContain('not-athlete-or-pro');
    expect(audiencesOf(shopper)).toEqual(
      expect.arrayContaining(['not-athlete', 'not-pro', 'not-athlete-or-pro']),
    );
  });
});
