/** An event for the tag manager's data layer (Google Tag Manager's `dataLayer` conventions). */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Adds an event to the page's data layer, which a tag manager reads once it is loaded. */
export function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
