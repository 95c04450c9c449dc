import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextSection } from './text-section';

const section = (lines: { paragraphs?: string[]; items?: string[] }) => ({
  type: 'text-section' as const,
  id: 'seller',
  heading: 'The seller',
  paragraphs: lines.paragraphs ?? [],
  items: lines.items ?? [],
  numbered: false,
});

describe('text section', () => {
  it('links site paths, https, mailto and tel, and fills placeholders', () => {
    render(
      <TextSection
        section={section({
          paragraphs: ['You buy from {seller}. Questions? [Contact us](/en-us/help/contact-us).'],
          items: [
            'Mail [{email}](mailto:{email})',
            'Call [us](tel:+441234567890)',
            'Read [more](https://example.com/terms)',
          ],
        })}
        values={{ seller: 'Stride Ltd', email: 'help@stride.example' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'The seller' })).toBeInTheDocument();
    expect(screen.getByText(/You buy from Stride Ltd\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    expect(screen.getByRole('link', { name: 'help@stride.example' })).toHaveAttribute(
      'href',
      'mailto:help@stride.example',
    );
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'tel:+441234567890');
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
  });

  it('keeps anything else as text: javascript:, http:, other hosts by // or /\\', () => {
    render(
      <TextSection
        section={section({
          items: [
            'Click [here](javascript:alert(1)) now',
            'Or [there](http://example.com)',
            'Or [elsewhere](//evil.example)',
            'Or [away](/\\evil.example)',
          ],
        })}
        values={{}}
      />,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Or there')).toBeInTheDocument();
    expect(screen.getByText('Or elsewhere')).toBeInTheDocument();
    expect(screen.getByText('Or away')).toBeInTheDocument();
  });

  it('shows an unknown placeholder as written, and leaves out a line whose value is null', () => {
    render(
      <TextSection
        section={section({
          items: ['Earn {points} points per {unit}.', 'Ask {nobody}.', '{whenOffer}Free gifts.'],
        })}
        values={{ points: null, unit: '$1.00', whenOffer: '' }}
      />,
    );
    expect(screen.queryByText(/Earn/)).toBeNull();
    expect(screen.getByText('Ask {nobody}.')).toBeInTheDocument();
    expect(screen.getByText('Free gifts.')).toBeInTheDocument();
  });

  it('numbers steps, and renders nothing once every line is left out', () => {
    const { container, rerender } = render(
      <TextSection
        section={{ ...section({ items: ['Sign in.', 'Print the label.'] }), numbered: true }}
        values={{}}
      />,
    );
    expect(container.querySelector('ol')?.children).toHaveLength(2);
    rerender(
      <TextSection
        section={section({ paragraphs: ['{whenOffer}Gone.'] })}
        values={{ whenOffer: null }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
