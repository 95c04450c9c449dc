import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { Price } from './price';

const flat = {
  lowOriginal: 120,
  highOriginal: 120,
  lowCurrent: 120,
  highCurrent: 120,
  percentagePriceDiscount: 0,
};

describe('Price', () => {
  it('shows a single price with the currency symbol', () => {
    const { container } = renderWithIntl(<Price price={flat} currency="USD" />);
    expect(container).toHaveTextContent('$120.00');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the range when variants are priced differently', () => {
    const { container } = renderWithIntl(
      <Price price={{ ...flat, highOriginal: 140, highCurrent: 140 }} currency="USD" />,
    );
    expect(container).toHaveTextContent('$120.00 – $140.00');
  });

  it('strikes through the original and gives the discount on a markdown', () => {
    renderWithIntl(
      <Price
        price={{ ...flat, lowCurrent: 80, highCurrent: 80, percentagePriceDiscount: 33.3 }}
        currency="USD"
      />,
    );
    expect(screen.getByText(/\$120\.00/).closest('s')).not.toBeNull();
    expect(screen.getByText('33.3% off')).toBeInTheDocument();
    expect(screen.getByText('Original price', { exact: false })).toBeInTheDocument();
  });

  it('shows CAD as a code and a gift at zero as free', () => {
    const cad = renderWithIntl(<Price price={flat} currency="CAD" />, { locale: 'en-ca' });
    expect(cad.container).toHaveTextContent(/CAD\s?120\.00/);
    cad.unmount();
    const gift = renderWithIntl(
      <Price
        price={{ ...flat, lowCurrent: 0, highCurrent: 0, percentagePriceDiscount: 100 }}
        currency="USD"
      />,
    );
    expect(gift.container).toHaveTextContent('Free');
  });

  it('formats euros the German way', () => {
    const { container } = renderWithIntl(<Price price={flat} currency="EUR" />, {
      locale: 'de-de',
    });
    expect(container).toHaveTextContent(/120,00\s?€/);
  });
  it('shows a euro markdown with the discount to one decimal, the French way', () => {
    const { container } = renderWithIntl(
      <Price
        price={{ ...flat, lowCurrent: 80, highCurrent: 80, percentagePriceDiscount: 33.333 }}
        currency="EUR"
      />,
      { locale: 'fr-fr' },
    );
    expect(container.querySelector('s')).toHaveTextContent(/120,00\s?€/);
    expect(container).toHaveTextContent(/80,00\s?€/);
    expect(container).toHaveTextContent(/-33,3\s?%/);
  });

  it('strikes the original range when a ranged product is marked down', () => {
    const { container } = renderWithIntl(
      <Price
        price={{
          lowOriginal: 100,
          highOriginal: 110,
          lowCurrent: 70,
          highCurrent: 77,
          percentagePriceDiscount: 30,
        }}
        currency="USD"
      />,
    );
    expect(container.querySelector('s')).toHaveTextContent('$100.00 – $110.00');
    expect(container).toHaveTextContent('$70.00 – $77.00');
  });
});
