/**
 * A benefit bar stays closed once its close button is pressed (spec 002 section 4): the browser
 * keeps one localStorage flag per bar id.
 */

const PREFIX = 'stride:benefit-bar-closed:';

export const closedBarKey = (barId: string) => `${PREFIX}${barId}`;

/** The attribute that names a bar's id on its element, for the script below to find it. */
export const BAR_ID_ATTRIBUTE = 'data-benefit-bar-id';

/**
 * Run before the page is painted (the locale layout renders it at the top of the body): it adds
 * a rule hiding every bar the shopper closed, so a closed bar never flashes in while the page
 * loads, and a bar that was never closed is laid out from the first paint (no shift). Plain
 * ES5: it runs before any bundle.
 */
export const hideClosedBarsScript = `(function(){try{var s=window.localStorage,r=[];for(var i=0;i<s.length;i++){var k=s.key(i);if(k&&k.indexOf(${JSON.stringify(PREFIX)})===0&&s.getItem(k)==='1')r.push('[${BAR_ID_ATTRIBUTE}="'+CSS.escape(k.slice(${PREFIX.length}))+'"]');}if(r.length){var e=document.createElement('style');e.textContent=r.join(',')+'{display:none!important}';document.head.appendChild(e);}}catch(e){}})();`;
