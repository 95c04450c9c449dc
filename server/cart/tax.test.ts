import { describe, expect, it } from 'vitest';
import { computeTax, taxRateFor } from './tax';

describe('computeTax', () => {
  it('extracts VAT from gross prices by country', () => {
    const gb = computeTax({
      currency: 'GBP',
      location: { country: 'GB', province: null },
      amounts: [{ key: 'a', amountMinor: 12000 }],
    });
    expect(gb.rate).toMatchObject({ percent: 20, included: true });
    expect(gb.totalMinor).toBe(2000);
    const de = computeTax({
      currency: 'EUR',
      location: { country: 'DE', province: null },
      amounts: [{ key: 'a', amountMinor: 11900 }],
    });
    expect(de.totalMinor).toBe(1900);
    expect(taxRateFor({ country: 'IT', province: null }).percent).toBe(22);
    expect(taxRateFor({ country: 'FR', province: null }).percent).toBe(20);
  });

  it('adds US sales tax by state, and estimates 0 before an address is known', () => {
    const amounts = [
      { key: 'shoe', amountMinor: 10000 },
      { key: 'shipping', amountMinor: 800 },
    ];
    expect(
      computeTax({ currency: 'USD', location: { country: 'US', province: 'CA' }, amounts })
        .totalMinor,
    ).toBe(783);
    const unknown = computeTax({
      currency: 'USD',
      location: { country: 'US', province: null },
      amounts,
    });
    expect(unknown.totalMinor).toBe(0);
    expect(unknown.rate.estimated).toBe(true);
    expect(
      computeTax({ currency: 'USD', location: { country: 'US', province: 'OR' }, amounts })
        .totalMinor,
    ).toBe(0);
  });

  it('charges Canadian GST, HST or GST plus PST by province', () => {
    const amounts = [{ key: 'a', amountMinor: 10000 }];
    const of = (province: string | null) =>
      computeTax({ currency: 'CAD', location: { country: 'CA', province }, amounts }).totalMinor;
    expect(of('ON')).toBe(1300);
    expect(of('BC')).toBe(1200);
    expect(of('QC')).toBe(1498);
    expect(of('AB')).toBe(500);
    expect(of(null)).toBe(500);
  });

  it('never taxes gift cards and rounds the total once', () => {
    const result = computeTax({
      currency: 'GBP',
      location: { country: 'GB', province: null },
      amounts: [
        { key: 'a', amountMinor: 101 },
        { key: 'b', amountMinor: 101 },
        { key: 'c', amountMinor: 101 },
        { key: 'd', amountMinor: 101 },
        { key: 'card', amountMinor: 5000, exempt: true },
      ],
    });
    // 16.83 each: rounded per line they would add up to 68; rounded once the total is 67.
    expect(result.byKey.card).toBe(0);
    expect(result.totalMinor).toBe(67);
  });
});
