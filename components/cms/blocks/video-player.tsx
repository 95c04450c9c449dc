'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Media } from '@/lib/contracts/cms/primitives';
import { videoPlayback } from '@/lib/content/video';
import { useCommerce } from '@/services/commerce-context';
import { upgradeToHostedPlayer } from './hosted-video-player';

interface Track {
  src: string;
  label: string;
  srclang: string;
  kind: 'captions' | 'subtitles' | 'descriptions' | 'chapters';
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;
function watchReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A refused play (autoplay policy, a missing file) is logged only (spec 002 section 8). */
function startPlaying(element: HTMLVideoElement | null) {
  element?.play().catch((error: unknown) => console.warn('The video did not start', error));
}

/**
 * The native player. Autoplay is started from here, not by the attribute, so a shopper's
 * reduced-motion preference is honoured; a refused autoplay is logged and the video waits.
 * A video that plays by itself without controls gets a pause button (WCAG 2.2.2).
 */
export function VideoPlayer({
  src,
  hostedAsset,
  poster,
  settings,
  tracks,
  labels,
}: {
  src: string;
  hostedAsset?: { cloudName: string; publicId: string };
  poster?: Media;
  settings: { autoplay?: boolean; hideControls?: boolean; loop?: boolean; muted?: boolean };
  tracks: Track[];
  labels: { play: string; pause: string };
}) {
  const video = useRef<HTMLVideoElement>(null);
  const playerScript = useCommerce().videoPlayerScriptUrl;
  const reducedMotion = useSyncExternalStore(watchReducedMotion, prefersReducedMotion, () => false);
  const playback = videoPlayback(settings, reducedMotion);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (playback.autoplay) startPlaying(video.current);
  }, [playback.autoplay]);

  useEffect(() => {
    const element = video.current;
    if (!element || !hostedAsset || !playerScript) return;
    upgradeToHostedPlayer(element, hostedAsset, playerScript).catch((error: unknown) =>
      console.warn('The hosted video player did not load; the native player stays', error),
    );
  }, [hostedAsset, playerScript]);

  return (
    <figure className="relative mx-auto w-full max-w-5xl">
      <video
        ref={video}
        src={src}
        poster={poster?.url}
        aria-label={poster?.alt || undefined}
        controls={playback.controls}
        loop={playback.loop}
        muted={playback.muted}
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="aspect-video w-full bg-ink object-cover"
      >
        {tracks.map((track) => (
          <track
            key={track.src}
            src={track.src}
            label={track.label}
            srcLang={track.srclang}
            kind={track.kind}
          />
        ))}
      </video>
      {!playback.controls && (
        <button
          type="button"
          onClick={() => (playing ? video.current?.pause() : startPlaying(video.current))}
          className="absolute bottom-3 left-3 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {playing ? labels.pause : labels.play}
        </button>
      )}
    </figure>
  );
}
