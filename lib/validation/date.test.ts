import { describe, expect, it } from 'vitest';
import { dateOnOrAfter, dateOnOrBefore, validDate } from './date';

describe('validDate', () => {
  it('passes a real date in the format', () => {
    expect(validDate('MM/DD/YYYY')('02/29/2024')).toBeNull();
    expect(validDate('DD/MM/YYYY')('29/02/2024')).toBeNull();
  });

  it('quotes the format for a wrong shape or an unreal day', () => {
    const message = { key: 'dateFormat', values: { format: 'DD/MM/YYYY' } };
    expect(validDate('DD/MM/YYYY')('29/02/2023')).toEqual(message);
    expect(validDate('DD/MM/YYYY')('31/04/2001')).toEqual(message);
    expect(validDate('DD/MM/YYYY')('2001-04-30')).toEqual(message);
    expect(validDate('MM/DD/YYYY')('31/12/2001')).toEqual({
      key: 'dateFormat',
      values: { format: 'MM/DD/YYYY' },
    });
  });

  it('lets an empty value through', () => {
    expect(validDate('DD/MM/YYYY')('')).toBeNull();
  });
});

describe('dateOnOrBefore', () => {
  const max = { year: 2024, month: 12, day: 31 };

  it('passes the bound itself and earlier days', () => {
    expect(dateOnOrBefore(max, 'MM/DD/YYYY')('12/31/2024')).toBeNull();
    expect(dateOnOrBefore(max, 'MM/DD/YYYY')('01/01/2000')).toBeNull();
  });

  it('quotes the bound in the display format', () => {
    expect(dateOnOrBefore(max, 'MM/DD/YYYY')('01/01/2025')).toEqual({
      key: 'dateMax',
      values: { date: '12/31/2024' },
    });
    expect(dateOnOrBefore(max, 'DD/MM/YYYY')('01/01/2025')).toEqual({
      key: 'dateMax',
      values: { date: '31/12/2024' },
    });
  });

  it('leaves text that is not a date to validDate', () => {
    expect(dateOnOrBefore(max, 'MM/DD/YYYY')('13/45/2030')).toBeNull();
  });
});

describe('dateOnOrAfter', () => {
  const min = { year: 1900, month: 1, day: 1 };

  it('passes the bound itself and later days', () => {
    expect(dateOnOrAfter(min, 'DD/MM/YYYY')('01/01/1900')).toBeNull();
    expect(dateOnOrAfter(min, 'DD/MM/YYYY')('02/01/1900')).toBeNull();
  });

  it('quotes the bound in the display format', () => {
    expect(dateOnOrAfter(min, 'DD/MM/YYYY')('31/12/1899')).toEqual({
      key: 'dateMin',
      values: { date: '01/01/1900' },
    });
  });

  it('leaves text that is not a date to validDate', () => {
    expect(dateOnOrAfter(min, 'DD/MM/YYYY')('nope')).toBeNull();
  });
});
