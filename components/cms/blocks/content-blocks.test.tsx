import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { Accordion } from './accordion';
import { Anchor } from './anchor';
import { CmsButton } from './cms-button';
import { RichHtmlBlock } from './rich-html-block';

describe('rich HTML', () => {
  it('keeps headings, lists and links, and drops scripts and event handlers', () => {
    const { container } = renderWithIntl(
      <RichHtmlBlock
        block={{
          type: 'rich-html',
          id: 'story',
          html: '<h2>Made to move</h2><ul><li>Free returns</li></ul><a href="/en-us/help/returns" onclick="steal()">Returns</a><script>alert(1)</script><img src=x onerror="alert(2)">',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Made to move' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Free returns');
    expect(screen.getByRole('link', { name: 'Returns' })).not.toHaveAttribute('onclick');
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container).not.toHaveTextContent('alert');
  });

  it('aligns as the editor chose', () => {
    const { container } = renderWithIntl(
      <RichHtmlBlock
        block={{ type: 'rich-html', id: 'note', html: '<p>Hi</p>', alignment: 'center' }}
      />,
    );
    expect(container.firstElementChild).toHaveClass('text-center');
  });
});

describe('accordion', () => {
  const items = [
    { title: 'How long does delivery take?', richText: '<p>2 to 5 working days.</p>' },
    { title: 'Can I return worn shoes?', richText: '<p>Unworn ones, within 30 days.</p>' },
  ];

  // jsdom does not turn Enter on a <summary> into its activation as browsers do natively, so
  // the test reaches each title by Tab and activates it as the browser would.
  it('reaches every title from the keyboard and opens an item to show its text', async () => {
    renderWithIntl(<Accordion block={{ type: 'accordion', id: 'faq', items }} />);
    const delivery = screen.getByText('How long does delivery take?');
    const details = delivery.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.tab();
    expect(delivery).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('Can I return worn shoes?')).toHaveFocus();
    await userEvent.click(delivery);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('2 to 5 working days.')).toBeVisible();
  });

  it('lets one item be open at a time unless several are allowed', () => {
    const { unmount } = renderWithIntl(
      <Accordion block={{ type: 'accordion', id: 'faq', items }} />,
    );
    const groups = [...document.querySelectorAll('details')].map((item) =>
      item.getAttribute('name'),
    );
    expect(groups[0]).toBeTruthy();
    expect(new Set(groups).size).toBe(1);
    unmount();
    renderWithIntl(
      <Accordion block={{ type: 'accordion', id: 'faq', allowMultiple: true, items }} />,
    );
    for (const item of document.querySelectorAll('details'))
      expect(item).not.toHaveAttribute('name');
  });

  it('sanitises the items’ text', () => {
    renderWithIntl(
      <Accordion
        block={{
          type: 'accordion',
          id: 'faq',
          items: [{ title: 'Q', richText: '<p>A</p><script>x()</script>' }],
        }}
      />,
    );
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('anchor and button', () => {
  it('gives links a place to land and shows nothing', () => {
    const { container } = renderWithIntl(
      <Anchor block={{ type: 'anchor', id: 'a', anchorId: 'questions' }} />,
    );
    expect(container.querySelector('#questions')).toBeEmptyDOMElement();
  });

  it('places one button, saying when it opens a new tab', () => {
    const { container } = renderWithIntl(
      <CmsButton
        block={{
          type: 'button',
          id: 'b',
          alignment: 'right',
          target: {
            url: 'https://example.com/',
            text: 'Our story',
            style: 'primary',
            targetAttribute: '_blank',
          },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: /^Our story.*opens in a new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(container.firstElementChild).toHaveClass('justify-end');
  });
});
