import { describe, expect, it } from 'vitest';
import { availableMethods } from '../../cart/fulfilment';
import type { Env } from '../../config/env';
import { missingProductionSettings } from '../../config/readiness';
import { collectionPointSourceOf } from './configuration';

const settings = (values: Partial<Env>) =>
  ({ DEMO_MODE: false, SMS_OPT_IN_COUNTRIES: [], ...values }) as Env;

const shoeLine = {
  fulfilment: 'standard',
  qty: 1,
  isDigital: false,
  isReservable: false,
  onlineStock: 5,
  recipeId: null,
  precreatedCustomsCode: null,
} as const;

describe('where collection points come from', () => {
  it('offers the seeded points in the demo only', () => {
    expect(collectionPointSourceOf(settings({ DEMO_MODE: true }))).toBe('offline');
    expect(collectionPointSourceOf(settings({}))).toBeNull();
  });

  it('asks DHL when configured with its key, demo or not', () => {
    const dhl = { COLLECTION_POINTS_PROVIDER: 'dhl', DHL_API_KEY: 'key' } as const;
    expect(collectionPointSourceOf(settings(dhl))).toBe('dhl');
    expect(collectionPointSourceOf(settings({ ...dhl, DEMO_MODE: true }))).toBe('dhl');
  });

  it('hides the bag line’s collection point choice where none are offered', () => {
    expect(availableMethods(shoeLine, false)).toEqual(['standard', 'pickup', 'sts']);
    expect(availableMethods(shoeLine, true)).toContain('pudo');
  });

  it('refuses a production start with DHL chosen but no key, and says what to set', () => {
    const missing = missingProductionSettings(
      settings({ COLLECTION_POINTS_PROVIDER: 'dhl' }),
      { COLLECTION_POINTS_PROVIDER: 'dhl' },
      true,
    ).join('\n');
    expect(missing).toContain('DHL_API_KEY');
    const withKey = missingProductionSettings(
      settings({ COLLECTION_POINTS_PROVIDER: 'dhl', DHL_API_KEY: 'key' }),
      { COLLECTION_POINTS_PROVIDER: 'dhl', DHL_API_KEY: 'key' },
      true,
    ).join('\n');
    expect(withKey).not.toContain('DHL_API_KEY');
  });
});
