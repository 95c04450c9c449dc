import type { Transport } from './transport';
import { lazySchema } from './transport';

// Parsed with the shared contracts, loaded with the first call rather than with the page.
const loyaltyContracts = () => import('@/lib/contracts/loyalty');
const vouchersSchema = lazySchema(loyaltyContracts, 'loyaltyVouchersResponseSchema');
const welcomeSchema = lazySchema(loyaltyContracts, 'welcomePromotionResponseSchema');
const historySchema = lazySchema(loyaltyContracts, 'loyaltyHistoryResponseSchema');

const loyalty = '/consumers-v3/consumer/loyalty';

/** A member's loyalty calls (spec 001 section 7; docs/loyalty.md). */
export function createLoyaltyClient(request: Transport) {
  return {
    vouchers: () => request({ path: `${loyalty}/vouchers`, schema: vouchersSchema }),
    welcomePromotion: () => request({ path: `${loyalty}/promo/welcome`, schema: welcomeSchema }),
    history: (page: number) =>
      request({ path: `${loyalty}/history`, query: { page }, schema: historySchema }),
  };
}
export type LoyaltyClient = ReturnType<typeof createLoyaltyClient>;
