import { describe, expect, it } from 'vitest';
import { richHtmlText, sanitizeRichHtml } from './rich-html';

describe('editor HTML', () => {
  it('keeps text structure, emphasis and links', () => {
    const html =
      '<h2>Trail</h2><p>Made <strong>for</strong> <em>mud</em>.</p><ul><li><a href="/en-us/c/trail-1">Shop</a></li></ul>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames, forms and event handlers', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p><iframe src="https://x.test"></iframe><form action="/x"><input name="a"></form><img src=x onerror="steal()">';
    expect(sanitizeRichHtml(html)).toBe('<p>Hi</p>');
  });

  it('refuses links to scripts and data, and protocol-relative links', () => {
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichHtml('<a href="data:text/html,x">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichHtml('<a href="//evil.test/x">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichHtml('<a href="mailto:help@stride.test">a</a>')).toBe(
      '<a href="mailto:help@stride.test">a</a>',
    );
  });

  it('keeps a new tab from reaching back into the page', () => {
    expect(sanitizeRichHtml('<a href="https://x.test" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichHtml('<a href="https://x.test" target="_top">a</a>')).toBe(
      '<a href="https://x.test">a</a>',
    );
  });

  it('gives the words alone for accessible names', () => {
    expect(richHtmlText('<strong>New</strong> season <em>runners</em>')).toBe('New season runners');
  });
});
