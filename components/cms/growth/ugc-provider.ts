import { loadScript } from '@/lib/load-script';

/** The part of the provider's script the widget uses (docs/content.md, "Components: growth"). */
export interface UgcProvider {
  createWidget(options: { containerId: string; locale: string; productId?: string }): void;
}

/** The social widget is created this long after the provider's script has loaded (spec 002 section 7). */
export const WIDGET_CREATE_DELAY_MS = 500;

/** The provider's script for one container and locale: UGC_WIDGET_SCRIPT_URL with both added. */
export function widgetScriptUrl(scriptUrl: string, containerId: string, locale: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('containerId', containerId);
  url.searchParams.set('locale', locale);
  return url.toString();
}

export async function loadUgcProvider(
  scriptUrl: string,
  containerId: string,
  locale: string,
): Promise<UgcProvider> {
  await loadScript(widgetScriptUrl(scriptUrl, containerId, locale));
  const provider = (window as { UgcWidgets?: Partial<UgcProvider> }).UgcWidgets;
  if (!provider?.createWidget) throw new Error('The UGC widget script defines no UgcWidgets');
  return provider as UgcProvider;
}
