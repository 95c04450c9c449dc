import {
  loyaltyHistoryQuerySchema,
  loyaltyHistoryResponseSchema,
  loyaltyVouchersResponseSchema,
  welcomePromotionResponseSchema,
} from '@/lib/contracts/loyalty';
import { json, named, type Operation } from '../operation';

const tag = 'Loyalty';

/** A member's loyalty calls (docs/loyalty.md); the member token is under Identity. */
export const loyaltyOperations: Operation[] = [
  {
    method: 'get',
    path: '/consumers-v3/consumer/loyalty/vouchers',
    summary: 'The voucher ladder against the member’s points, and the voucher offered',
    tag,
    success: json(named('LoyaltyVouchersResponse', loyaltyVouchersResponseSchema)),
    errors: ['AUT404', 'REW130'],
  },
  {
    method: 'get',
    path: '/consumers-v3/consumer/loyalty/promo/welcome',
    summary: 'The welcome promotion offered to members, if any',
    tag,
    success: json(named('WelcomePromotionResponse', welcomePromotionResponseSchema)),
    errors: ['AUT404', 'REW130'],
  },
  {
    method: 'get',
    path: '/consumers-v3/consumer/loyalty/history',
    summary: 'The member’s points history, newest first, 20 a page',
    tag,
    query: loyaltyHistoryQuerySchema,
    success: json(named('LoyaltyHistoryResponse', loyaltyHistoryResponseSchema)),
    errors: ['AUT404', 'REW130', 'ATTR200'],
  },
];
