import { offlineRecaptchaToken, type RecaptchaAction } from '@/lib/security/recaptcha-token';

/** A reCAPTCHA token for one protected action. */
export type RecaptchaTokens = (action: RecaptchaAction) => Promise<string>;

interface EnterpriseApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: EnterpriseApi };
  }
}

let enterprise: Promise<EnterpriseApi> | undefined;

/** Google's reCAPTCHA Enterprise script, added once, on the first protected action. */
function loadEnterprise(siteKey: string): Promise<EnterpriseApi> {
  enterprise ??= new Promise<EnterpriseApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha?.enterprise;
      if (!api) return reject(new Error('reCAPTCHA did not start.'));
      api.ready(() => resolve(api));
    };
    script.onerror = () => {
      enterprise = undefined;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded.'));
    };
    document.head.append(script);
  });
  return enterprise;
}

/**
 * Tokens from reCAPTCHA Enterprise when the store has a site key; without one (demo mode,
 * where the server's offline verifier runs) the offline tokens that verifier accepts.
 */
export function createRecaptchaTokens(siteKey: string | null): RecaptchaTokens {
  if (!siteKey) return async (action) => offlineRecaptchaToken(action);
  return async (action) => (await loadEnterprise(siteKey)).execute(siteKey, { action });
}
