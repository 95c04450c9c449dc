'use client';

import { useTranslations } from 'next-intl';
import { giftCardLabel } from '@/lib/checkout/gift-card-label';
import type { OrderResponse } from '@/lib/contracts/checkout';

/** How an order was paid, one payment a line: card brand and last four, gift card, points. */
export function usePaymentLabel(): (payment: OrderResponse['paymentMethod'][number]) => string {
  const t = useTranslations('OrderConfirmation');
  const detail = useTranslations('OrderDetail');
  return (payment) => {
    const { cardType, lastFour } = payment.additionalData;
    switch (payment.code) {
      case 'CREDIT_CARD':
        return t('card', { brand: (cardType ?? '').toUpperCase(), lastFour: lastFour ?? '' });
      case 'GIFT_CARD':
        return t('giftCard', { card: giftCardLabel(lastFour ? { lastFour } : {}) });
      case 'KLARNA':
        return t('payLater');
      case 'POS_TERMINAL':
        return detail('terminalPayment');
      case 'LOYALTY_POINTS':
        return t('points', { points: payment.additionalData.points ?? 0 });
      default:
        return t('otherPayment', { code: payment.code });
    }
  };
}
