import { toMinor } from '@/lib/format/money';
import { isCommerceApiError } from '@/services/api-error';

/** Why an associate takes money off a line; "other" needs the associate's own words. */
export const adjustmentReasons = [
  'priceMatch',
  'damaged',
  'customerService',
  'managerApproval',
  'other',
] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

export type AdjustmentMode = 'amount' | 'percent';

export interface AdjustmentFormValues {
  reason: AdjustmentReason | '';
  note: string;
  mode: AdjustmentMode;
  value: string;
}

export type AdjustmentFieldError = 'required' | 'noteRequired' | 'invalidAmount' | 'invalidPercent';

/** The server keeps at most 120 characters of reason. */
const REASON_MAX = 120;

/** The amount off in major units: as typed, or that percent of the line (rounded down to a cent). */
export function adjustmentAmount(mode: AdjustmentMode, value: number, lineTotal: number): number {
  if (mode === 'amount') return value;
  return Math.floor((toMinor(lineTotal) * value) / 100) / 100;
}

const isWholeCents = (value: number) => Math.abs(value * 100 - toMinor(value)) < 1e-6;

/** Field errors, empty when the values can be sent. */
export function validateAdjustment(values: AdjustmentFormValues) {
  const errors: Partial<Record<'reason' | 'note' | 'value', AdjustmentFieldError>> = {};
  if (values.reason === '') errors.reason = 'required';
  if (values.reason === 'other' && values.note.trim() === '') errors.note = 'noteRequired';
  const value = Number(values.value.replace(',', '.'));
  if (values.value.trim() === '') errors.value = 'required';
  else if (values.mode === 'percent' && !(value > 0 && value <= 100))
    errors.value = 'invalidPercent';
  else if (values.mode === 'amount' && !(value > 0 && isWholeCents(value))) {
    errors.value = 'invalidAmount';
  }
  return { errors, value };
}

/** The reason as stored on the bag and the order: the chosen one's words and the note. */
export function adjustmentReasonText(label: string, note: string): string {
  const trimmed = note.trim();
  return (trimmed ? `${label}: ${trimmed}` : label).slice(0, REASON_MAX);
}

/**
 * The form as an applied adjustment left it, to change it: its amount, and the reason its
 * stored words start with (the note after it), else "other" with those words as the note.
 */
export function adjustmentFormValuesOf(
  applied: { amount: number; reason: string },
  labelOf: (reason: AdjustmentReason) => string,
): AdjustmentFormValues {
  const value = String(applied.amount);
  for (const reason of adjustmentReasons) {
    const label = labelOf(reason);
    if (applied.reason === label) return { reason, note: '', mode: 'amount', value };
    if (applied.reason.startsWith(`${label}: `)) {
      return { reason, note: applied.reason.slice(label.length + 2), mode: 'amount', value };
    }
  }
  return { reason: 'other', note: applied.reason, mode: 'amount', value };
}

/** The limit a refused adjustment went over (PRC400 with data.limit), for the dialog to word. */
export type AdjustmentRefusal =
  | { limit: 'amount'; maxAmount: number; currency: string }
  | { limit: 'item' }
  | { limit: 'giftCard' }
  | { limit: 'percent'; maxPercent: number };

export function adjustmentRefusal(error: unknown): AdjustmentRefusal | undefined {
  if (!isCommerceApiError(error, 'PRC400')) return undefined;
  const limit = error.data?.limit;
  if (limit === 'amount' || limit === 'item' || limit === 'giftCard' || limit === 'percent') {
    return error.data as AdjustmentRefusal;
  }
  return undefined;
}
