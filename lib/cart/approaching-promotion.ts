import type { ApproachingPromotion } from '../contracts/cart';

export type ThresholdStatus = 'Below Threshold' | 'Above Threshold' | 'Threshold Reached';

export interface ApproachingCallout {
  id: string;
  text: string;
  status: ThresholdStatus;
  /** 0 to 100. */
  progress: number;
}

/** Same rule as the server's: below under half way, above from half way, reached at 100. */
function statusFor(progress: number): ThresholdStatus {
  if (progress >= 100) return 'Threshold Reached';
  return progress >= 50 ? 'Above Threshold' : 'Below Threshold';
}

const partIndex: Record<ThresholdStatus, number> = {
  'Below Threshold': 0,
  'Above Threshold': 1,
  'Threshold Reached': 2,
};

/**
 * A message must split on `|` into exactly three parts (below, above, reached); any other
 * message is ignored. The part shown follows the threshold status.
 */
export function toApproachingCallout(promotion: ApproachingPromotion): ApproachingCallout | null {
  const parts = promotion.message.split('|');
  if (parts.length !== 3) return null;
  const status = promotion.thresholdStatus ?? statusFor(promotion.progress);
  const text = parts[partIndex[status]]?.trim();
  if (!text) return null;
  return { id: promotion.id, text, status, progress: promotion.progress };
}
