/**
 * The audience segments of spec 002 section 6, evaluated from what the store holds about the
 * visitor. Ids are what editors put on a segmentation block's segments.
 */
export const audienceIds = [
  'logged-out',
  'logged-in',
  'loyalty-member',
  'non-loyalty-logged-in',
  'employee',
  'non-employee',
  'cart-empty',
  'cart-not-empty',
  // The performance-profile groups: athletes and professional-programme (IPA) members, the two
  // combined, and their negations.
  'athlete',
  'not-athlete',
  'pro',
  'not-pro',
  'athlete-or-pro',
  'not-athlete-or-pro',
] as const;
export type AudienceId = (typeof audienceIds)[number];

/** What the server knows about the session's owner; a guest is signed out with no programmes. */
export interface VisitorFacts {
  signedIn: boolean;
  loyaltyMember: boolean;
  employee: boolean;
  cartEmpty: boolean;
  athlete: boolean;
  pro: boolean;
}

/** A visitor the store knows nothing of: no session, so no account and no bag. */
export const SESSIONLESS_VISITOR: VisitorFacts = {
  signedIn: false,
  loyaltyMember: false,
  employee: false,
  cartEmpty: true,
  athlete: false,
  pro: false,
};

const rules: Record<AudienceId, (facts: VisitorFacts) => boolean> = {
  'logged-out': (f) => !f.signedIn,
  'logged-in': (f) => f.signedIn,
  'loyalty-member': (f) => f.signedIn && f.loyaltyMember,
  'non-loyalty-logged-in': (f) => f.signedIn && !f.loyaltyMember,
  employee: (f) => f.signedIn && f.employee,
  'non-employee': (f) => !(f.signedIn && f.employee),
  'cart-empty': (f) => f.cartEmpty,
  'cart-not-empty': (f) => !f.cartEmpty,
  athlete: (f) => f.signedIn && f.athlete,
  'not-athlete': (f) => !(f.signedIn && f.athlete),
  pro: (f) => f.signedIn && f.pro,
  'not-pro': (f) => !(f.signedIn && f.pro),
  'athlete-or-pro': (f) => f.signedIn && (f.athlete || f.pro),
  'not-athlete-or-pro': (f) => !(f.signedIn && (f.athlete || f.pro)),
};

/** Every segment the visitor belongs to, in the order of `audienceIds`. */
export function audiencesOf(facts: VisitorFacts): AudienceId[] {
  return audienceIds.filter((id) => rules[id](facts));
}
