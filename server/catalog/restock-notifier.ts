import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isLocale, settingsFor, type Locale } from '@/lib/i18n/locales';
import { sizeLabel } from '@/lib/product/shoe-sizes';
import { productPath } from '@/lib/routes';
import type { Database } from '../db/client';
import { inventory, productColors, products, stockNotifications, variants } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { renderEmail } from '../email/templates';
import type { Logger } from '../http/logger';
import { localize } from './localize';
import { offeredProduct, variantAvailableOnline } from './sellable';
import { variantColorway } from './variant-colorway';

export interface RestockNotifierDependencies {
  db: Database;
  mailer: Mailer;
  /** Origin of the product links in the mail (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  log: Logger;
  now?: () => Date;
  /** Requests claimed at a time; a sweep claims again while a full batch went out. */
  batchSize?: number;
}

export interface RestockSweepResult {
  emailed: number;
  /** Mails that could not be sent; those requests are pending again for the next sweep. */
  failed: number;
}

type ClaimedRequest = { id: string; variantId: string; email: string; locale: string };

/**
 * Emails every shopper waiting for a size that can be bought online again, once. Requests are
 * claimed (notified_at set) by one UPDATE before anything is sent, so sweeps running at the
 * same time, in this process or another, never mail the same request twice; a failed send
 * hands its request back. A process that dies between claim and send loses those mails:
 * at most once, never twice.
 */
export async function sweepRestockNotifications(
  deps: RestockNotifierDependencies,
): Promise<RestockSweepResult> {
  const batchSize = deps.batchSize ?? 100;
  const total: RestockSweepResult = { emailed: 0, failed: 0 };
  for (;;) {
    const claimed = await claimRestockedRequests(deps.db, batchSize, deps.now?.() ?? new Date());
    const round = await mailClaimedRequests(deps, claimed);
    total.emailed += round.emailed;
    total.failed += round.failed;
    // A failed request is pending again: claiming once more now would only retry it at once.
    if (claimed.length < batchSize || round.failed > 0) return total;
  }
}

/**
 * Marks up to `limit` pending requests whose size is in stock as notified and returns them.
 * SKIP LOCKED lets a concurrent sweep take other rows instead of waiting; the outer
 * `notified_at IS NULL` is re-checked on the row PostgreSQL locks, so a row another sweep
 * claimed first is never returned twice.
 */
async function claimRestockedRequests(
  db: Database,
  limit: number,
  now: Date,
): Promise<ClaimedRequest[]> {
  const restocked = db
    .select({ id: stockNotifications.id })
    .from(stockNotifications)
    .innerJoin(variants, eq(variants.id, stockNotifications.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(inventory, eq(inventory.variantId, variants.id))
    // This size's own stock (variantAvailableOnline) implies the product-wide stock test of
    // sellableProduct, so only the rest of it is asked here.
    .where(and(isNull(stockNotifications.notifiedAt), offeredProduct(now), variantAvailableOnline))
    .orderBy(asc(stockNotifications.createdAt), asc(stockNotifications.id))
    .limit(limit)
    .for('update', { of: stockNotifications, skipLocked: true });
  return db
    .update(stockNotifications)
    .set({ notifiedAt: now })
    .where(and(inArray(stockNotifications.id, restocked), isNull(stockNotifications.notifiedAt)))
    .returning({
      id: stockNotifications.id,
      variantId: stockNotifications.variantId,
      email: stockNotifications.email,
      locale: stockNotifications.locale,
    });
}

async function mailClaimedRequests(
  deps: RestockNotifierDependencies,
  claimed: ClaimedRequest[],
): Promise<RestockSweepResult> {
  const result: RestockSweepResult = { emailed: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const items = await describeVariants(deps.db, [...new Set(claimed.map((r) => r.variantId))]);
  for (const request of claimed) {
    try {
      const item = items.get(request.variantId);
      if (!item) throw new Error(`Variant ${request.variantId} is no longer in the catalogue`);
      // The API accepted only known locales; an unknown one would be a bug, mailed in English.
      const locale: Locale = isLocale(request.locale) ? request.locale : 'en-us';
      const productUrl = new URL(
        productPath(locale, item.slug, item.productId),
        deps.publicBaseUrl,
      );
      const email = renderEmail(
        'back-in-stock',
        locale,
        {
          productName: localize(item.name, locale),
          color: item.colorLabel ? localize(item.colorLabel, locale) : item.colorCode,
          size: sizeLabel(item.productType, item.size, settingsFor(locale).sizeSystem),
          productUrl: productUrl.toString(),
        },
        { publicBaseUrl: deps.publicBaseUrl },
      );
      await deps.mailer.send({ kind: 'back-in-stock', locale, to: request.email, ...email });
      result.emailed += 1;
    } catch (error) {
      result.failed += 1;
      await releaseRequest(deps, request, error);
    }
  }
  return result;
}

/** Hands a request whose mail failed back to the next sweep. */
async function releaseRequest(
  deps: RestockNotifierDependencies,
  request: ClaimedRequest,
  error: unknown,
): Promise<void> {
  const context = { requestId: request.id, variantId: request.variantId };
  try {
    await deps.db
      .update(stockNotifications)
      .set({ notifiedAt: null })
      .where(eq(stockNotifications.id, request.id));
    deps.log.error({ err: error, ...context }, 'back-in-stock mail not sent; retried next sweep');
  } catch (releaseError) {
    // Logged with the id so an operator can set notified_at back to null by hand.
    deps.log.error(
      { err: error, releaseError, ...context },
      'back-in-stock mail not sent and the request could not be put back',
    );
  }
}

/** Name, colourway and size of each variant, with what its product page's address needs. */
async function describeVariants(db: Database, variantIds: string[]) {
  const rows = await db
    .select({
      variantId: variants.id,
      size: variants.size,
      productType: products.productType,
      colorCode: variants.colorCode,
      colorLabel: productColors.label,
      productId: products.id,
      slug: products.slug,
      name: products.name,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(productColors, variantColorway)
    .where(inArray(variants.id, variantIds));
  return new Map(rows.map((row) => [row.variantId, row]));
}
