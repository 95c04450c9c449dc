import { describe, expect, it } from 'vitest';
import { parseLocatorQuery, pointQuery } from './locator-query';

describe('the store locator query', () => {
  it('reads a postal code or city, trimmed', () => {
    expect(parseLocatorQuery({ q: ' 10036 ' })).toEqual({ kind: 'text', text: '10036' });
    expect(parseLocatorQuery({ q: ['Paris', 'Lyon'] })).toEqual({ kind: 'text', text: 'Paris' });
  });

  it('asks for nothing without a query, and for more than one character', () => {
    expect(parseLocatorQuery({})).toEqual({ kind: 'all' });
    expect(parseLocatorQuery({ q: '  ' })).toEqual({ kind: 'all' });
    expect(parseLocatorQuery({ q: 'N' })).toEqual({ kind: 'invalid', reason: 'tooShort' });
  });

  it('reads a point, and refuses one that is not on the globe', () => {
    expect(parseLocatorQuery({ lat: '40.758', lng: '-73.986' })).toEqual({
      kind: 'point',
      latitude: 40.758,
      longitude: -73.986,
    });
    expect(parseLocatorQuery({ lat: '91', lng: '0' })).toEqual({
      kind: 'invalid',
      reason: 'badPoint',
    });
    expect(parseLocatorQuery({ lat: '40.7' })).toEqual({ kind: 'invalid', reason: 'badPoint' });
    expect(parseLocatorQuery({ lat: '1e2', lng: '0' })).toEqual({
      kind: 'invalid',
      reason: 'badPoint',
    });
  });

  it('keeps a point to about 100 m in the address', () => {
    expect(pointQuery(40.758123, -73.98551)).toBe('lat=40.758&lng=-73.986');
  });
});
