import type { ApproachingPromotion } from '@/lib/contracts/cart';
import { formatMoney, toMajor } from '@/lib/format/money';
import type { Currency, Locale } from '@/lib/i18n/locales';
import type { ThresholdProgress } from './types';

/**
 * Thresholds the cart is working towards. The message keeps its three pipe-separated parts
 * (below | above | reached) with `{amount}` filled in; the page picks the part by status: below
 * under half way, above from half way, reached at 100.
 */
export function approachingPromotions(
  thresholds: ThresholdProgress[],
  currency: Currency,
  locale: Locale,
): ApproachingPromotion[] {
  return thresholds.flatMap(({ promotion, basisMinor, thresholdMinor }) => {
    const template = promotion.approachingMessage;
    if (!template || template.split('|').length !== 3 || thresholdMinor <= 0) return [];
    const remaining = Math.max(0, thresholdMinor - basisMinor);
    const amount = formatMoney(toMajor(remaining), currency, locale);
    const progress = Math.min(100, Math.floor((basisMinor / thresholdMinor) * 100));
    return [
      {
        id: promotion.id,
        message: template.replaceAll('{amount}', amount),
        contexts: promotion.couponCode ? [`coupon:${promotion.couponCode}`] : ['cart'],
        promotionClass: promotion.level,
        threshold: toMajor(thresholdMinor),
        remaining: toMajor(remaining),
        progress,
        thresholdStatus: thresholdStatus(progress),
      },
    ];
  });
}

type ThresholdStatus = NonNullable<ApproachingPromotion['thresholdStatus']>;

/** The contract's status name for a progress value. */
function thresholdStatus(progress: number): ThresholdStatus {
  if (progress >= 100) return 'Threshold Reached';
  return progress >= 50 ? 'Above Threshold' : 'Below Threshold';
}
