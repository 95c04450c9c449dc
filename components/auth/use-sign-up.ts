'use client';

import { signUpEvent } from '@/lib/analytics/account-events';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { useMutation } from '@tanstack/react-query';
import { useCommerce } from '@/services/commerce-context';
import { useAccountAuthClient } from '@/services/use-account-auth-client';
import type { SignUpRequestBody } from './sign-up-payload';
import { useSignIn } from './use-sign-in';

export interface SignUpVariables {
  body: SignUpRequestBody;
  /** `leadSource`, sent as the source header. */
  leadSource?: string;
  /** `referral_code`, redeemed once signed in. */
  referralCode?: string;
}

export interface SignUpOutcome {
  /** False when the account was created but the automatic sign-in failed. */
  signedIn: boolean;
}

/**
 * Sign-up's steps (spec 002 section 4): create the account, sign in with the same credentials,
 * then redeem a referral code if the visitor came with one. Only the first step can fail the
 * sign-up: after it the account exists, whatever happens next.
 */
export function useSignUp() {
  const { recaptcha } = useCommerce();
  const auth = useAccountAuthClient();
  const signIn = useSignIn();

  return useMutation({
    mutationFn: async ({ body, leadSource, referralCode }: SignUpVariables) => {
      const created = await auth.signUp(
        { ...body, recaptcha_response: await recaptcha('register') },
        leadSource ? { source: leadSource } : undefined,
      );
      pushDataLayer(signUpEvent());
      try {
        await signIn.mutateAsync({ email: body.email, password: body.password });
      } catch {
        return { signedIn: false } satisfies SignUpOutcome;
      }
      if (referralCode) {
        // A referral that cannot be redeemed (unknown or used code) costs the new member only
        // the referral bonus; the spec shows no message for it.
        await auth
          .loyaltyToken({ usid: created.consumerId, referralCode }, { source: leadSource })
          .catch(() => undefined);
      }
      return { signedIn: true } satisfies SignUpOutcome;
    },
  });
}
