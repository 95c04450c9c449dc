import type { DataLayerEvent } from './data-layer';

export interface PopupEvent extends DataLayerEvent {
  event: 'popup_impression' | 'popup_expand' | 'popup_click' | 'popup_dismiss';
  popupId: string;
  popupKind?: string;
  trigger?: 'delay' | 'click';
  targetId?: string;
}

/** A pop-up shown, minimised, when the page loads (spec 002 section 4). */
export const popupImpressionEvent = (popupId: string, popupKind: string): PopupEvent => ({
  event: 'popup_impression',
  popupId,
  popupKind,
});

/** Opened by its delay or by the shopper. */
export const popupExpandEvent = (popupId: string, trigger: 'delay' | 'click'): PopupEvent => ({
  event: 'popup_expand',
  popupId,
  trigger,
});

export const popupClickEvent = (popupId: string, targetId: string): PopupEvent => ({
  event: 'popup_click',
  popupId,
  targetId,
});

export const popupDismissEvent = (popupId: string): PopupEvent => ({
  event: 'popup_dismiss',
  popupId,
});
