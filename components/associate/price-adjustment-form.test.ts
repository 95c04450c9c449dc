import { describe, expect, it } from 'vitest';
import {
  adjustmentAmount,
  adjustmentFormValuesOf,
  adjustmentReasonText,
  validateAdjustment,
  type AdjustmentFormValues,
} from './price-adjustment-form';

const values = (change: Partial<AdjustmentFormValues>): AdjustmentFormValues => ({
  reason: 'priceMatch',
  note: '',
  mode: 'amount',
  value: '5',
  ...change,
});

describe('price adjustment form', () => {
  it('takes a percent of the line, rounded down to a cent', () => {
    expect(adjustmentAmount('percent', 15, 119.99)).toBe(17.99);
    expect(adjustmentAmount('amount', 12.5, 119.99)).toBe(12.5);
  });

  it('asks for a reason, words for "other", and an amount in cents or a percent up to 100', () => {
    expect(validateAdjustment(values({})).errors).toEqual({});
    expect(validateAdjustment(values({ reason: '' })).errors).toEqual({ reason: 'required' });
    expect(validateAdjustment(values({ reason: 'other' })).errors).toEqual({
      note: 'noteRequired',
    });
    expect(validateAdjustment(values({ value: '1.005' })).errors.value).toBe('invalidAmount');
    expect(validateAdjustment(values({ value: '4,50' })).value).toBe(4.5);
    expect(validateAdjustment(values({ mode: 'percent', value: '101' })).errors.value).toBe(
      'invalidPercent',
    );
  });

  it('keeps the reason within the 120 characters the server stores', () => {
    expect(adjustmentReasonText('Price match', ' Store across the road ')).toBe(
      'Price match: Store across the road',
    );
    expect(adjustmentReasonText('Other', 'x'.repeat(200))).toHaveLength(120);
  });

  it('reopens an applied adjustment with its reason, note and amount', () => {
    const labels = { priceMatch: 'Price match', other: 'Other' } as Record<string, string>;
    const labelOf = (reason: string) => labels[reason] ?? reason;
    expect(adjustmentFormValuesOf({ amount: 12.5, reason: 'Price match' }, labelOf)).toEqual({
      reason: 'priceMatch',
      note: '',
      mode: 'amount',
      value: '12.5',
    });
    expect(
      adjustmentFormValuesOf({ amount: 5, reason: 'Price match: Main Street store' }, labelOf),
    ).toMatchObject({ reason: 'priceMatch', note: 'Main Street store' });
    expect(adjustmentFormValuesOf({ amount: 5, reason: 'Scuffed box' }, labelOf)).toMatchObject({
      reason: 'other',
      note: 'Scuffed box',
    });
  });
});
