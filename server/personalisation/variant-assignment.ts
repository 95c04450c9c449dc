import { createHash } from 'node:crypto';
import type { Experience } from '@/lib/contracts/content';

type Variant = Experience['variants'][number];

/**
 * The visitor's arm of an experience: the baseline (null) or one of its variants, in equal
 * shares. A hash of the visitor and the experience, so the same visitor always gets the same
 * arm and arms of different experiences are independent.
 */
export function assignVariant(visitorId: string, experience: Experience): Variant | null {
  const digest = createHash('sha256')
    .update(`${visitorId}\u0000${experience.experienceId}`)
    .digest();
  const arm = digest.readUInt32BE(0) % (experience.variants.length + 1);
  return arm === 0 ? null : (experience.variants[arm - 1] ?? null);
}
