'use client';

import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { pageIdOf } from '@/lib/content/filter-by';
import type { CanvasComponent } from '@/lib/contracts/content';
import { useCommerce } from '@/services/commerce-context';

type UgcWidgetBlock = Extract<CanvasComponent, { type: 'ugc-widget' }>;

/**
 * A user-generated-content widget or social gallery (spec 002 sections 2 and 7): only when a
 * provider is configured, its script loads for this container and locale, and the widget is
 * created half a second later; on a product page with the product's master id, looked up
 * first. Any failure is logged and the widget stays hidden (spec 002 section 8).
 */
export function UgcWidget({ block }: { block: UgcWidgetBlock }) {
  const { ugcWidgetScriptUrl, products, monitoring } = useCommerce();
  const locale = useLocale();
  const productId = pageIdOf(usePathname(), 'bySku');
  const [failed, setFailed] = useState(false);
  const { containerId } = block;

  useEffect(() => {
    if (!ugcWidgetScriptUrl) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const fail = (error: unknown) => {
      monitoring.error(error);
      if (!cancelled) setFailed(true);
    };
    Promise.all([
      import('./ugc-provider').then(({ loadUgcProvider, WIDGET_CREATE_DELAY_MS }) =>
        loadUgcProvider(ugcWidgetScriptUrl, containerId, locale).then((provider) => ({
          provider,
          delay: WIDGET_CREATE_DELAY_MS,
        })),
      ),
      productId ? products.getDetails(productId).then((product) => product.id) : undefined,
    ])
      .then(([{ provider, delay }, masterId]) => {
        if (cancelled) return;
        timer = setTimeout(() => {
          try {
            provider.createWidget({
              containerId,
              locale,
              ...(masterId && { productId: masterId }),
            });
          } catch (error) {
            fail(error);
          }
        }, delay);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ugcWidgetScriptUrl, containerId, locale, productId, products, monitoring]);

  if (!ugcWidgetScriptUrl || failed) return null;
  return <div id={containerId} />;
}
