import { allocateProportionally } from './allocate';
import type {
  AppliedPromotion,
  PromotionDefinition,
  PromotionInput,
  PromotionLine,
  PromotionOutcome,
} from './types';

/**
 * Exclusive promotions never combine: the cart gets the stackable promotions together, or one
 * exclusive promotion alone, whichever takes off more (lines and shipping); on a tie the stack,
 * then the exclusive promotion first by priority. What was not chosen is not applied, so its
 * code shows `applied: false`.
 */
export function evaluatePromotions(input: PromotionInput): PromotionOutcome {
  const byPriority = [...input.promotions].sort(
    (a, b) => a.priority - b.priority || a.id.localeCompare(b.id),
  );
  const stack = byPriority.filter((promotion) => !promotion.exclusive);
  const alone = byPriority
    .filter((promotion) => promotion.exclusive)
    .map((promotion) => [promotion]);
  return [stack, ...alone]
    .map((promotions) => evaluateTogether(input, promotions))
    .reduce((best, next) => (savingOf(next) > savingOf(best) ? next : best));
}

function savingOf(outcome: PromotionOutcome): number {
  const lines = Object.values(outcome.lineDiscounts).reduce(
    (sum, discount) => sum + discount.itemMinor + discount.orderMinor,
    0,
  );
  return lines + outcome.shippingDiscountMinor;
}

/**
 * Evaluates promotions in priority order (lower first, then id). Each one sees the prices left
 * by the ones before it: PRODUCT promotions discount matching lines, ORDER promotions spread
 * their discount over every eligible line, SHIPPING promotions reduce the shipping charge.
 * Thresholds compare with what the cart costs at that point.
 */
function evaluateTogether(
  input: PromotionInput,
  promotions: PromotionDefinition[],
): PromotionOutcome {
  const net = new Map<string, number>();
  const outcome: PromotionOutcome = {
    lineDiscounts: {},
    shippingDiscountMinor: 0,
    applied: [],
    gifts: [],
    thresholds: [],
  };
  for (const line of input.lines) {
    net.set(line.id, line.eligible ? line.unitMinor * line.qty : 0);
    outcome.lineDiscounts[line.id] = { itemMinor: 0, orderMinor: 0 };
  }
  const eligible = input.lines.filter((line) => line.eligible);
  const netOf = (lines: PromotionLine[]) => lines.reduce((sum, l) => sum + (net.get(l.id) ?? 0), 0);
  const discount = (lineId: string, amount: number, kind: 'itemMinor' | 'orderMinor') => {
    const left = net.get(lineId) ?? 0;
    const taken = Math.min(left, amount);
    net.set(lineId, left - taken);
    outcome.lineDiscounts[lineId]![kind] += taken;
    return taken;
  };
  let shippingLeft = input.shippingMinor;

  for (const promotion of promotions) {
    const { rule } = promotion;
    const qualifying =
      promotion.level === 'PRODUCT' ? eligible.filter(matches(promotion)) : eligible;
    const basis = netOf(qualifying);
    const threshold = rule.thresholdMinor?.[input.currency];
    if (threshold !== undefined) {
      outcome.thresholds.push({ promotion, basisMinor: basis, thresholdMinor: threshold });
      if (basis < threshold) continue;
    }
    if (qualifying.length === 0 && promotion.level !== 'SHIPPING') continue;

    let amount = 0;
    if (promotion.type === 'giftWithPurchase') {
      if (rule.giftVariantId) {
        outcome.gifts.push({ variantId: rule.giftVariantId, promotionId: promotion.id });
        outcome.applied.push(applied(promotion, 0));
      }
      continue;
    }
    if (promotion.level === 'SHIPPING') {
      const wanted = shippingDiscount(promotion, shippingLeft, input.currency);
      shippingLeft -= wanted;
      outcome.shippingDiscountMinor += wanted;
      outcome.applied.push(applied(promotion, wanted));
      continue;
    }
    if (promotion.level === 'PRODUCT') {
      for (const [lineId, wanted] of productDiscounts(promotion, qualifying, net, input.currency)) {
        amount += discount(lineId, wanted, 'itemMinor');
      }
    } else {
      const wanted = orderDiscount(promotion, basis, input.currency);
      const shares = allocateProportionally(
        wanted,
        qualifying.map((line) => net.get(line.id) ?? 0),
      );
      qualifying.forEach((line, index) => {
        amount += discount(line.id, shares[index] ?? 0, 'orderMinor');
      });
    }
    if (amount > 0) outcome.applied.push(applied(promotion, amount));
  }
  return outcome;
}

function applied(promotion: PromotionDefinition, amountMinor: number): AppliedPromotion {
  return {
    promotionId: promotion.id,
    level: promotion.level,
    name: promotion.name,
    calloutMessage: promotion.calloutMessage,
    amountMinor,
    couponCode: promotion.couponCode,
  };
}

/** PRODUCT promotions without categories or products apply to every eligible line. */
function matches(promotion: PromotionDefinition) {
  const { categoryIds = [], productIds = [] } = promotion.rule;
  return (line: PromotionLine) =>
    (categoryIds.length === 0 && productIds.length === 0) ||
    productIds.includes(line.productId) ||
    line.categoryIds.some((id) => categoryIds.includes(id));
}

function productDiscounts(
  promotion: PromotionDefinition,
  lines: PromotionLine[],
  net: Map<string, number>,
  currency: string,
): [string, number][] {
  const { rule } = promotion;
  switch (promotion.type) {
    case 'percentOff':
      return lines.map((line) => [
        line.id,
        Math.round(((net.get(line.id) ?? 0) * (rule.percent ?? 0)) / 100),
      ]);
    case 'amountOff': {
      const perUnit = rule.amountMinor?.[currency] ?? 0;
      return lines.map((line) => [line.id, perUnit * line.qty]);
    }
    case 'buyXGetY':
      return buyXGetY(lines, net, rule.buyQty ?? 0, rule.getQty ?? 0);
    default:
      return [];
  }
}

/**
 * Buy X get Y: units sorted from dearest to cheapest form groups of X + Y, and the last Y units
 * of each full group are free, so the shopper always gets the cheapest units of a group.
 */
function buyXGetY(
  lines: PromotionLine[],
  net: Map<string, number>,
  buyQty: number,
  getQty: number,
): [string, number][] {
  if (buyQty <= 0 || getQty <= 0) return [];
  const units = lines
    .flatMap((line) => {
      const unit = Math.floor((net.get(line.id) ?? 0) / line.qty);
      return Array.from({ length: line.qty }, () => ({ lineId: line.id, unit }));
    })
    .sort((a, b) => b.unit - a.unit);
  const groupSize = buyQty + getQty;
  const free = new Map<string, number>();
  for (let start = 0; start + groupSize <= units.length; start += groupSize) {
    for (const unit of units.slice(start + buyQty, start + groupSize)) {
      free.set(unit.lineId, (free.get(unit.lineId) ?? 0) + unit.unit);
    }
  }
  return [...free.entries()];
}

function orderDiscount(promotion: PromotionDefinition, basis: number, currency: string): number {
  if (promotion.type === 'percentOff') {
    return Math.round((basis * (promotion.rule.percent ?? 0)) / 100);
  }
  if (promotion.type === 'amountOff') {
    return Math.min(basis, promotion.rule.amountMinor?.[currency] ?? 0);
  }
  return 0;
}

function shippingDiscount(
  promotion: PromotionDefinition,
  shippingLeft: number,
  currency: string,
): number {
  switch (promotion.type) {
    case 'freeShipping':
      return shippingLeft;
    case 'percentOff':
      return Math.round((shippingLeft * (promotion.rule.percent ?? 0)) / 100);
    case 'amountOff':
      return Math.min(shippingLeft, promotion.rule.amountMinor?.[currency] ?? 0);
    default:
      return 0;
  }
}
