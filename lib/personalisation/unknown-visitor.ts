import { SESSION_HINT_COOKIE, SESSION_HINTS } from '@/lib/auth/session-hint';
import { CART_STORAGE_KEY, storedItemCount } from '@/lib/cart/stored-cart';
import { cookieValue } from '@/lib/cookie-value';
import { CONSENT_COOKIE, CONSENT_VALUE_PATTERN, consentGranted } from '@/lib/consent/consent';
import type { Region } from '@/lib/i18n/locales';
import { audiencesOf, SESSIONLESS_VISITOR } from './audiences';
import { chooseSegment } from './choose-alternative';
import { TEST_CONTEXT_PARAM } from './test-context';

/**
 * A visitor the store knows nothing of (no session, the first page usually; or a guest's session
 * whose bag is empty) is one the decision can only see as a sessionless guest, so what a
 * segmentation will show them is known before it is asked: the segment such a guest is in when
 * targeting consent is granted, the baseline when it is not. Their pages show that alternative
 * from the first paint instead of keeping the block blank until the page's scripts have run and
 * the decide call has answered: on a phone that wait is seconds, and the home page's hero is its
 * largest picture. Experiences are not known in advance (variants are drawn per visitor), so
 * they wait as before.
 */

/**
 * Marks, while nothing is decided, the alternatives an unknown visitor is shown: `t` the one with
 * targeting consent, `n` the one without (the baseline).
 */
export const PROVISIONAL_ATTRIBUTE = 'data-provisional';

/** The marks of each alternative of a segmentation (null: the baseline) that has any. */
export function provisionalMarks(segmentIds: readonly string[]): Map<string | null, string> {
  const withTargeting = chooseSegment(segmentIds, audiencesOf(SESSIONLESS_VISITOR), []);
  return withTargeting === null
    ? new Map([[null, 'n t']])
    : new Map<string | null, string>([
        [null, 'n'],
        [withTargeting, 't'],
      ]);
}

/**
 * No session, or a guest's whose remembered bag is empty (the page's remembered count; when it
 * cannot be read the visitor may be known); and no QA test context forcing other alternatives.
 */
export function isUnknownVisitor(
  cookies: string,
  search: string,
  storage: () => Pick<Storage, 'getItem'>,
): boolean {
  if (new URLSearchParams(search).has(TEST_CONTEXT_PARAM)) return false;
  const session = cookieValue(cookies, SESSION_HINT_COOKIE);
  return (
    session === undefined || (session === SESSION_HINTS.guest && storedItemCount(storage) === 0)
  );
}

/**
 * Run before the page is painted (the locale layout renders it at the top of the body): for an
 * unknown visitor, told as `isUnknownVisitor` tells one, it adds the rule that shows the
 * alternatives marked for their consent, read from the consent cookie as `consentGranted` reads
 * it, else the region's default. Plain ES5.
 */
export function showProvisionalScript(region: Region): string {
  const assumed = consentGranted({ region, choice: null }, 'targeting');
  return [
    '(function(){try{',
    `var c=document.cookie,h=(/(?:^|;\\s*)${SESSION_HINT_COOKIE}=([^;]*)/.exec(c)||[])[1];`,
    `if(new URLSearchParams(location.search).has(${JSON.stringify(TEST_CONTEXT_PARAM)}))return;`,
    `if(h!==undefined){if(h!==${JSON.stringify(SESSION_HINTS.guest)})return;`,
    `var b=localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)}),`,
    's=b===null?{state:{totalItems:0}}:JSON.parse(b);',
    'if(!(s&&s.state&&s.state.totalItems===0))return;}',
    `var v=(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/.exec(c)||[])[1],`,
    `m=v&&/${CONSENT_VALUE_PATTERN.source}/.exec(v),t=m?m[3]==='1':${assumed};`,
    "var e=document.createElement('style');",
    `e.textContent='[${PROVISIONAL_ATTRIBUTE}~="'+(t?'t':'n')+'"]{visibility:visible!important}';`,
    'document.head.appendChild(e);',
    '}catch(e){}})();',
  ].join('');
}
