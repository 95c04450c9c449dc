import type { ActionResult, ShopperAction } from './provider';

/** Adyen's action and details JSON, read into the store's terms and written back. */

const actionTypes: readonly ShopperAction['type'][] = ['threeDS2', 'redirect', 'sdk'];

/** The string fields of an object (a POST redirect's form `data`). */
function stringFields(value: object): Record<string, string> {
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** Form fields of a POST redirect: Adyen sends them as `data`, strings only. */
function redirectData(value: unknown): Record<string, string> | undefined {
  return typeof value === 'object' && value !== null ? stringFields(value) : undefined;
}

/** Adyen's action object as the page takes it, the whole object kept for Adyen's component. */
export function shopperActionOf(action: Record<string, unknown>): ShopperAction {
  const text = (key: string) =>
    typeof action[key] === 'string' ? (action[key] as string) : undefined;
  const type = actionTypes.find((known) => known === text('type')) ?? 'threeDS2';
  const subtype = text('subtype');
  const method = text('method')?.toUpperCase();
  const data = type === 'redirect' ? redirectData(action.data) : undefined;
  return {
    type,
    ...(subtype === 'challenge' || subtype === 'fingerprint' ? { subtype } : {}),
    paymentMethodType: text('paymentMethodType') ?? 'scheme',
    ...(text('token') ? { token: text('token') } : {}),
    ...(text('url') ? { url: text('url') } : {}),
    ...(type === 'redirect' ? { method: method === 'POST' ? 'POST' : 'GET' } : {}),
    ...(data ? { data } : {}),
    ...(text('paymentData') ? { paymentData: text('paymentData') } : {}),
    raw: action,
  };
}

/** The action's result as /payments/details takes it in `details`. */
export function adyenDetailsOf(result: ActionResult): Record<string, string> {
  if ('threeDS2Result' in result) return { threeDSResult: result.threeDS2Result };
  if ('redirectResult' in result) return { redirectResult: result.redirectResult };
  return result.walletApproval;
}
