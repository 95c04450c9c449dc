import type { SignUpSource } from '@/components/auth/sign-up-payload';
import { commonHeadersSchema } from '@/lib/contracts/headers';
import type { SearchParams } from '../../../_server/private-page';

/** What the sign-up page takes from its query (spec 002 section 2). */
export interface SignUpQuery {
  loyalty: boolean;
  email?: string;
  /** With `email`, names an existing profile to prefill from (retrieveUserData). */
  consumerId?: string;
  source: SignUpSource;
}

/**
 * Reads one parameter: the first value when repeated, trimmed, and dropped when blank or
 * longer than the API accepts, so a mangled link never blocks a sign-up.
 */
function param(searchParams: SearchParams, name: string, maxLength: number): string | undefined {
  const raw = searchParams[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && value.length <= maxLength ? value : undefined;
}

/** The lead source travels as the source header, which the API checks against this shape. */
function headerSafe(value: string | undefined): string | undefined {
  return commonHeadersSchema.shape.source.safeParse(value).success ? value : undefined;
}

/** Limits from lib/contracts/auth (source.store, source.campaignName, referralCode, email). */
export function readSignUpQuery(searchParams: SearchParams): SignUpQuery {
  const loyalty = param(searchParams, 'loyalty', 5);
  return {
    loyalty: loyalty === '1' || loyalty === 'true',
    email: param(searchParams, 'email', 100),
    consumerId: param(searchParams, 'consumerId', 64),
    source: {
      store: param(searchParams, 'storeNum', 20),
      campaignName: param(searchParams, 'enrollment_marketing_source', 80),
      leadSource: headerSafe(param(searchParams, 'leadSource', 64)),
      referralCode: param(searchParams, 'referral_code', 64),
    },
  };
}
