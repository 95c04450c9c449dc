import sanitizeHtml from 'sanitize-html';

/**
 * What editor-written HTML may keep: text structure, emphasis and links. Scripts, styles,
 * event handlers, frames and forms are dropped with their attributes; links may only lead to
 * web, mail and phone addresses or this site's paths.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A new tab must not be able to reach back into the page that opened it.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const kept: sanitizeHtml.Attributes = { href: attribs.href ?? '' };
      if (attribs.target === '_blank')
        Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
};

/** Editor HTML made safe to render as is. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}

/** The words of editor HTML without any markup (titles' accessible names, metadata). */
export function richHtmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}
