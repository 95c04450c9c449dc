import type { ShopperSubject } from '../../auth/subject';
import { redeemerKeyOf } from '../basket-store';

/**
 * Who uses a code, for once-per-customer codes: the session (`consumer:<id>` or `guest:<id>`)
 * and, once known, the order's email, so a guest cannot use such a code again by starting a
 * new guest session.
 */
export interface Redeemer {
  key: string;
  email: string | null;
}

/**
 * Emails compare lowercased and trimmed, as orders store them. Gmail-style dots and `+tags`
 * are not folded: nothing else in the store treats those addresses as one.
 */
export function normalizeRedeemerEmail(email: string | null | undefined): string | null {
  const normalized = email?.trim().toLowerCase();
  return normalized ? normalized : null;
}

export function redeemerOf(subject: ShopperSubject, email: string | null | undefined): Redeemer {
  return { key: redeemerKeyOf(subject), email: normalizeRedeemerEmail(email) };
}
