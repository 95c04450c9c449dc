import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineRecaptchaAction } from '@/lib/security/recaptcha-token';
import { createRecaptchaTokens } from './recaptcha';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.grecaptcha;
});

describe('reCAPTCHA tokens', () => {
  it('are the offline verifier’s without a site key, and load nothing', async () => {
    const token = await createRecaptchaTokens(null)('register');
    expect(offlineRecaptchaAction(token)).toBe('register');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('come from reCAPTCHA Enterprise with a site key, its script added once', async () => {
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `real-${action}`);
    const tokens = createRecaptchaTokens('site-key-1');
    const first = tokens('login');
    const second = tokens('placeOrder');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(
      'https://www.google.com/recaptcha/enterprise.js?render=site-key-1',
    );
    window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute } };
    scripts[0]!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe('real-login');
    await expect(second).resolves.toBe('real-placeOrder');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
  });
});
