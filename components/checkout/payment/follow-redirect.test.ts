import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentAction } from '@/lib/contracts/checkout';
import { followRedirect } from './follow-redirect';

const action = (extra: Partial<PaymentAction>): PaymentAction => ({
  type: 'redirect',
  provider: 'adyen',
  paymentMethodType: 'klarna',
  url: 'https://provider.example/pay',
  ...extra,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('following a redirect action', () => {
  it('goes to the URL of a GET redirect', () => {
    const assign = vi.fn();
    const page = { defaultView: { location: { assign } } } as unknown as Document;
    followRedirect(action({ method: 'GET' }), page);
    expect(assign).toHaveBeenCalledWith('https://provider.example/pay');
  });

  it("posts the action's fields to the URL of a POST redirect", () => {
    const submitted: HTMLFormElement[] = [];
    // jsdom does not navigate; the form the browser would send is what matters.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    followRedirect(action({ method: 'POST', data: { MD: 'md-1', PaReq: 'pareq-1' } }));
    submit.mockRestore();
    const [form] = submitted;
    expect(form).toBeDefined();
    expect(form!.method).toBe('post');
    expect(form!.action).toBe('https://provider.example/pay');
    expect(Object.fromEntries(new FormData(form!))).toEqual({ MD: 'md-1', PaReq: 'pareq-1' });
  });
});
