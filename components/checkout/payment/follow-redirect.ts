'use client';

import type { PaymentAction } from '@/lib/contracts/checkout';

/**
 * Sends the browser to the provider's page as a redirect action asks: GET goes to the URL;
 * POST submits a form of the action's fields to it (some issuers and wallets want a POST).
 */
export function followRedirect(action: PaymentAction, page: Document = document): void {
  if (!action.url) throw new Error('The redirect action has no URL.');
  if (action.method !== 'POST') {
    page.defaultView?.location.assign(action.url);
    return;
  }
  const form = page.createElement('form');
  form.method = 'POST';
  form.action = action.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(action.data ?? {})) {
    const field = page.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  page.body.append(form);
  form.submit();
}
