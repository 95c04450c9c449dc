/** The video host's delivery origin (Cloudinary), which the page policy lets media come from. */
export const HOSTED_VIDEO_ORIGIN = 'https://res.cloudinary.com';

/** Where a hosted asset plays from without the provider's player: its plain MP4 delivery URL. */
export function hostedVideoUrl(asset: { cloudName: string; publicId: string }): string {
  return `${HOSTED_VIDEO_ORIGIN}/${asset.cloudName}/video/upload/${asset.publicId}.mp4`;
}

export interface VideoPlayback {
  autoplay: boolean;
  controls: boolean;
  loop: boolean;
  muted: boolean;
}

/**
 * What the player does with the editor's settings. Autoplay only ever starts muted (browsers
 * refuse sound without a gesture) and never for shoppers who ask for reduced motion; controls
 * may be hidden only on a video that plays by itself, as one that does not would have no way
 * to start.
 */
export function videoPlayback(
  settings: { autoplay?: boolean; hideControls?: boolean; loop?: boolean; muted?: boolean },
  prefersReducedMotion: boolean,
): VideoPlayback {
  const muted = Boolean(settings.muted);
  const autoplay = Boolean(settings.autoplay) && muted && !prefersReducedMotion;
  return {
    autoplay,
    controls: !(settings.hideControls && autoplay),
    loop: Boolean(settings.loop),
    muted,
  };
}
