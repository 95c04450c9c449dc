import { and, eq, isNull, sql } from 'drizzle-orm';
import { releaseCouponRedemptions } from '../cart';
import type { Database } from '../db/client';
import { giftCards, rewardCodes } from '../db/schema';
import { ApiError } from '../http/api-error';
import { changePoints } from '../loyalty/points-ledger';
import type { PlacementRecord } from './placement-record';
import { commitStock, releaseStock } from './stock';
import { returnStoreStock } from './store-stock';

/**
 * Everything but the card is taken when the order is created (inside its transaction, rows
 * locked): gift card balances, reward codes, loyalty points. A failed payment gives them back.
 */
export async function takeStoredValue(
  tx: Database,
  record: PlacementRecord,
  orderNumber: string,
  consumerId: string | null,
  now: Date,
): Promise<void> {
  for (const card of [...record.giftCards].sort((a, b) => a.number.localeCompare(b.number))) {
    const taken = await tx
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${card.amountMinor}` })
      .where(
        and(
          eq(giftCards.number, card.number),
          sql`${giftCards.balanceMinor} >= ${card.amountMinor}`,
        ),
      )
      .returning({ number: giftCards.number });
    if (taken.length === 0) {
      throw new ApiError(
        'GFC740',
        `The gift card ending ${card.number.slice(-4)} no longer covers its amount.`,
      );
    }
  }
  for (const code of record.rewardCodes) {
    const redeemed = await tx
      .update(rewardCodes)
      .set({ redeemedOrderNumber: orderNumber })
      .where(and(eq(rewardCodes.code, code), isNull(rewardCodes.redeemedOrderNumber)))
      .returning({ code: rewardCodes.code });
    if (redeemed.length === 0) throw new ApiError('PRM150');
  }
  if (record.loyalty && consumerId) {
    const spent = await changePoints(
      tx,
      { consumerId, points: -record.loyalty.points, reason: 'redemption', orderNumber, now },
      { mustCover: true },
    );
    if (spent === null) throw new ApiError('REW140');
  }
}

/** Gives back what takeStoredValue took, the coupon uses and the stock held for the order. */
export async function giveBack(
  tx: Database,
  record: PlacementRecord,
  orderNumber: string,
  consumerId: string | null,
  now: Date,
): Promise<void> {
  await releaseStock(tx, record.stock);
  await releaseCouponRedemptions(tx, orderNumber);
  await returnStoreStock(tx, record.storeStock);
  for (const card of record.giftCards) {
    await tx
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${card.amountMinor}` })
      .where(eq(giftCards.number, card.number));
  }
  await releaseRewardCodes(tx, record, orderNumber);
  if (record.loyalty && consumerId) {
    // The payment never went through: the points the order took come back.
    await changePoints(tx, {
      consumerId,
      points: record.loyalty.points,
      reason: 'redemption-refund',
      orderNumber,
      reference: 'payment-not-completed',
      now,
    });
  }
}

/** The reward codes the order redeemed can be redeemed again. */
export async function releaseRewardCodes(
  tx: Database,
  record: PlacementRecord,
  orderNumber: string,
): Promise<void> {
  for (const code of record.rewardCodes) {
    await tx
      .update(rewardCodes)
      .set({ redeemedOrderNumber: null })
      .where(and(eq(rewardCodes.code, code), eq(rewardCodes.redeemedOrderNumber, orderNumber)));
  }
}

export { commitStock };
