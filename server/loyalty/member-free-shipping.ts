import { eq } from 'drizzle-orm';
import { countryOf, languageOf, type Locale } from '@/lib/i18n/locales';
import type { ShopperSubject } from '../auth/subject';
import type { PromotionDefinition } from '../cart/promotions/types';
import type { Database } from '../db/client';
import { consumers } from '../db/schema';

/** Spec 002 section 9: the members' free-shipping benefit is not offered in these countries. */
const WITHOUT_MEMBER_FREE_SHIPPING: readonly string[] = ['FR', 'IT', 'DE', 'GB'];

export function offersMemberFreeShipping(locale: Locale): boolean {
  return !WITHOUT_MEMBER_FREE_SHIPPING.includes(countryOf(locale));
}

const names = {
  en: ['Stride Members free shipping', 'Free shipping for Stride Members'],
  fr: ['Livraison offerte Stride Members', 'Livraison offerte aux membres Stride Members'],
  de: ['Kostenloser Versand für Stride Members', 'Kostenloser Versand für Stride Members'],
  it: ['Spedizione gratuita Stride Members', 'Spedizione gratuita per i soci Stride Members'],
} as const;

/**
 * A loyalty member's free standard shipping, as a shipping promotion the cart evaluates with
 * the others, where the benefit is offered; null for anyone else (docs/loyalty.md).
 */
export async function memberFreeShipping(
  db: Database,
  subject: ShopperSubject,
  locale: Locale,
): Promise<PromotionDefinition | null> {
  if (subject.type !== 'consumer' || !offersMemberFreeShipping(locale)) return null;
  const [member] = await db
    .select({ isLoyaltyMember: consumers.isLoyaltyMember })
    .from(consumers)
    .where(eq(consumers.id, subject.id));
  if (!member?.isLoyaltyMember) return null;
  const [name, callout] = names[languageOf(locale) as keyof typeof names] ?? names.en;
  return {
    id: 'loyalty-member-free-shipping',
    name,
    level: 'SHIPPING',
    type: 'freeShipping',
    rule: {},
    calloutMessage: callout,
    approachingMessage: null,
    priority: 100,
    exclusive: false,
    couponCode: null,
  };
}
