import { loadScript } from '@/lib/load-script';

/** The part of the hosted provider's player script this page uses (Cloudinary's video player). */
interface HostedPlayerGlobal {
  videoPlayer(
    element: HTMLVideoElement,
    options: { cloud_name: string },
  ): {
    source(publicId: string): unknown;
  };
}

/**
 * Hands a native video over to the provider's player (only when VIDEO_PLAYER_SCRIPT_URL names
 * its script); until it has loaded, and if it never does, the native player plays the asset's
 * MP4 delivery URL.
 */
export async function upgradeToHostedPlayer(
  element: HTMLVideoElement,
  asset: { cloudName: string; publicId: string },
  scriptUrl: string,
): Promise<void> {
  await loadScript(scriptUrl);
  const player = (window as { cloudinary?: Partial<HostedPlayerGlobal> }).cloudinary;
  if (!player?.videoPlayer) throw new Error('The video player script defines no videoPlayer');
  player.videoPlayer(element, { cloud_name: asset.cloudName }).source(asset.publicId);
}
